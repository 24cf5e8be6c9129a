import type { User } from 'firebase/auth';
import { vi } from 'vitest';
import type { SessionValue } from '../lib/session/session-provider';

/**
 * A session as useSession hands it out, for tests that mock the session module (the provider
 * signs in through Firebase Auth): anonymous unless told, every action a spy.
 */
export function sessionValue(over: Partial<SessionValue> & { uid?: string } = {}): SessionValue {
  const { uid, ...rest } = over;
  return {
    status: uid ? 'signed-in' : 'anonymous',
    user: uid ? ({ uid, email: `${uid}@example.com`, displayName: uid } as unknown as User) : null,
    userVersion: 0,
    modal: null,
    returnTo: null,
    loggedOut: false,
    openLogin: vi.fn(),
    openAccess: vi.fn(),
    closeModal: vi.fn(),
    clearReturnTo: vi.fn(),
    completeEmailLink: vi.fn(() => Promise.resolve()),
    refreshUser: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    ...rest,
  };
}
