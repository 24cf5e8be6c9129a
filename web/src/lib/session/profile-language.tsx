import { isProfileLanguage, type UserProfile } from '@aforo/domain';
import { useEffect } from 'react';
import { useLocale } from '../../i18n/i18n-provider';
import { apiFetch } from '../api-client';
import { useSession } from './session-provider';

const SYNCED_KEY = 'aforo.profileLanguage';

/**
 * The app follows the language saved in the account's profile: once per browser session and
 * account (a sign-in, or the first page of a visit), the profile is read and its language, if it
 * chose one, becomes the app's. A language picked afterwards with the switch stays for the visit.
 * Nothing is shown when the read fails: the app simply stays in the language it is in.
 */
export function ProfileLanguage() {
  const session = useSession();
  const { setLocale } = useLocale();
  const uid = session.user?.uid ?? null;
  useEffect(() => {
    // Offline (a door working without a network) there is nothing to ask; the next visit will.
    if (!uid || !navigator.onLine) return;
    let synced: string | null = null;
    try {
      synced = sessionStorage.getItem(SYNCED_KEY);
    } catch {
      // No session storage (private mode): read the profile on each page instead.
    }
    if (synced === uid) return;
    let current = true;
    apiFetch<UserProfile>(`/api/users/${encodeURIComponent(uid)}`).then(
      (profile) => {
        try {
          sessionStorage.setItem(SYNCED_KEY, uid);
        } catch {
          // See above.
        }
        if (current && isProfileLanguage(profile.language)) setLocale(profile.language);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [uid, setLocale]);
  return null;
}
