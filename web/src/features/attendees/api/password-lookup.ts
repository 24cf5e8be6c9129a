import { apiFetch } from '../../../lib/api-client';

export interface FoundUser {
  email: string;
  names: string;
  has_account: boolean;
  has_password: boolean;
}

/** GET /api/users/findByEmail/{email}?event_id=: never a stored password (ARCHITECTURE.md §7). */
export function findUserInEvent(email: string, eventId: string) {
  return apiFetch<FoundUser>(
    `/api/users/findByEmail/${encodeURIComponent(email)}?event_id=${encodeURIComponent(eventId)}`,
  );
}

/**
 * PUT changeUserPassword: a temporary password to copy (only for an account nobody has claimed
 * yet; the API refuses otherwise), or by default a mailed link to choose a new one.
 */
export function resetUserPassword(eventId: string, email: string, temporary: boolean) {
  const query = temporary ? '?firebase_password_change=true' : '';
  return apiFetch<{ delivery: 'password' | 'mail'; password?: string }>(
    `/api/events/${encodeURIComponent(eventId)}/changeUserPassword${query}`,
    { method: 'PUT', body: JSON.stringify({ email }) },
  );
}
