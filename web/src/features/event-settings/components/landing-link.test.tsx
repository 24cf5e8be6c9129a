// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { eventSettingsMessages } from '../messages';
import { LandingLink } from './landing-link';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify }));

afterEach(() => {
  cleanup();
  notify.mockReset();
  vi.unstubAllGlobals();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TestProviders messages={eventSettingsMessages.es}>{children}</TestProviders>
    </MemoryRouter>
  );
}

function renderWithClipboard(clipboard: Partial<Clipboard> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, clipboard });
  render(<LandingLink eventId="evt-1" />, { wrapper: Providers });
}

describe('LandingLink', () => {
  it('shows the landing address and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderWithClipboard({ writeText });
    const url = `${window.location.origin}/landing/evt-1`;
    expect(screen.getByRole('link', { name: url })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('¡Enlace copiado!'));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('says so when the browser refuses to copy, or has no clipboard', async () => {
    renderWithClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'No se pudo copiar el enlace: selecciónalo y cópialo a mano.',
        { type: 'error' },
      ),
    );
    cleanup();
    notify.mockReset();
    renderWithClipboard(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.stringMatching(/No se pudo copiar/), {
        type: 'error',
      }),
    );
  });
});
