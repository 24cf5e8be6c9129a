// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../testing/providers';
import SocialZone from './social-zone';

const openLogin = vi.hoisted(() => vi.fn());
vi.mock('../../lib/session/session-provider', () => ({
  useSession: () => ({ status: 'anonymous', user: null, openLogin }),
}));
// No Firestore is touched on a visitor's path; the providers only need an instance to hold.
vi.mock('../../lib/firebase-context', async () => {
  const { firebaseApp } = await import('../../lib/firebase');
  return { useFirestore: () => ({ app: firebaseApp }) };
});

afterEach(() => {
  cleanup();
  openLogin.mockReset();
});

describe('SocialZone for a visitor', () => {
  it('shows the register gate in words, not message ids', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      // Only the shared catalogue: the zone must bring the social messages itself.
      <TestProviders>
        <SocialZone event={{ _id: 'evt-1' } as AforoEvent} />
      </TestProviders>,
    );
    expect(
      screen.getByText('Inscríbete en el evento para ver a los asistentes y chatear.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inscribirme' })).toBeTruthy();
    expect(screen.queryByText(/social\./)).toBeNull();
    expect(openLogin).toHaveBeenCalledWith({ tab: 'register' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
