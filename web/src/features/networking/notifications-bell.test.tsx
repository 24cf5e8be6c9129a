// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as Firestore from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../testing/providers';
import { socialMessages } from '../chat';
import { NotificationsBell } from './notifications-bell';

vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof Firestore>()),
  query: vi.fn(() => ({})),
  where: vi.fn(() => ({})),
  limit: vi.fn(() => ({})),
  doc: vi.fn(() => ({})),
  updateDoc: vi.fn(() => Promise.resolve()),
}));
vi.mock('reactfire', () => ({
  useFirestore: () => ({}),
  useFirestoreCollectionData: () => ({
    status: 'success',
    data: [
      {
        _id: 'n1',
        type: 'amistad',
        state: '0',
        event_id: 'evt-1',
        message: 'Ana quiere agregarte como contacto',
      },
    ],
  }),
}));
vi.mock('../../lib/firestore/refs', () => ({ refs: { notifications: () => ({}) } }));
vi.mock('../../lib/browser-notifications', () => ({ useSystemNotifications: () => undefined }));
vi.mock('./browser-notifications-opt-in', () => ({ BrowserNotificationsOptIn: () => null }));

afterEach(cleanup);

function renderBell() {
  render(
    <TestProviders messages={socialMessages.es}>
      <NotificationsBell uid="me" eventId="evt-1" />
    </TestProviders>,
  );
  return screen.getByTestId('notifications-bell');
}

describe('NotificationsBell', () => {
  it('draws its bell (no emoji that may render as a missing glyph)', () => {
    const bell = renderBell();
    expect(bell.textContent).not.toContain('🔔');
    expect(bell.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('notifications-count').textContent).toBe('1');
  });

  it('closes on Escape and gives the focus back to the bell', () => {
    const bell = renderBell();
    fireEvent.click(bell);
    const list = screen.getByTestId('notifications-list');
    expect(list.textContent).toContain('Ana quiere agregarte como contacto');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Marcar como leída' }), {
      key: 'Escape',
    });
    expect(screen.queryByTestId('notifications-list')).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('opens in the flow of the page, not as an overlay over what it announces', () => {
    fireEvent.click(renderBell());
    const list = screen.getByTestId('notifications-list');
    expect(getComputedStyle(list).position).not.toBe('absolute');
  });
});
