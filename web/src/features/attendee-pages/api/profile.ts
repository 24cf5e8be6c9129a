import type { UserProfile, UserProfileInput } from '@aforo/domain';
import { apiFetch, apiFetchBlob } from '../../../lib/api-client';
import { loadAuth } from '../../../lib/session/session-provider';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/files/save-blob';

const profilePath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** GET /api/users/{id}: the API answers the user itself only (403 for anyone else). */
export function useProfile(userId: string) {
  return useApiRead<UserProfile>(queryKeys.user.profile(userId), profilePath(userId));
}

/** PUT /api/users/{id} with the profile's fields; answers the saved profile. */
export function saveProfile(userId: string, input: UserProfileInput): Promise<UserProfile> {
  return apiFetch<UserProfile>(profilePath(userId), {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

/** GET /api/users/{id}/export, saved by the browser as a JSON file ("Descargar mis datos"). */
export async function downloadMyData(userId: string): Promise<void> {
  const blob = await apiFetchBlob(`${profilePath(userId)}/export`);
  saveBlob(blob, `aforo-mis-datos-${userId}.json`);
}

/** DELETE /api/users/{id}: the server deletes the account and what it owns ("Eliminar mi cuenta"). */
export function deleteMyAccount(userId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(profilePath(userId), { method: 'DELETE' });
}

/** Why a password change failed, as the profile page words it. */
export type PasswordFailure = 'wrongCurrent' | 'weak' | 'tooMany' | 'noPassword' | 'other';

/**
 * Changes the signed-in account's password: Firebase asks for a recent sign-in, so the current
 * password signs in again first (reauthenticate), then the new one is set.
 */
export async function changePassword(
  current: string,
  next: string,
): Promise<{ ok: true } | { ok: false; reason: PasswordFailure }> {
  const { auth, EmailAuthProvider, reauthenticateWithCredential, updatePassword } =
    await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) return { ok: false, reason: 'noPassword' };
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    await updatePassword(user, next);
    return { ok: true };
  } catch (error) {
    const code = typeof error === 'object' && error ? String(Reflect.get(error, 'code')) : '';
    if (/wrong-password|invalid-credential|invalid-login/.test(code)) {
      return { ok: false, reason: 'wrongCurrent' };
    }
    if (code.includes('weak-password')) return { ok: false, reason: 'weak' };
    if (code.includes('too-many-requests')) return { ok: false, reason: 'tooMany' };
    if (code.includes('user-mismatch') || code.includes('no-such-provider')) {
      return { ok: false, reason: 'noPassword' };
    }
    return { ok: false, reason: 'other' };
  }
}
