import type { Attendee } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-provider';

export type MyRegistration =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** Signed in, not registered to this event (or its record could not be read). */
  | { status: 'none' }
  | { status: 'registered'; attendee: Attendee };

/** What the live listeners report (watch-my-registration.ts). */
export type WatchedRegistration = Exclude<MyRegistration, { status: 'anonymous' }>;

/**
 * The visitor's own registration to the event, live: the account marker the rules know an
 * attendee by, then the record it points at (the rules let the owner read it). Live, so a new
 * registration or a confirmed payment shows without a reload. The listeners and the full
 * Firestore SDK they need load only for a signed-in visitor: an anonymous one has nothing to
 * watch, and the landing's first JS stays free of the SDK.
 */
export function useMyRegistration(eventId: string): MyRegistration {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const key = uid === null ? null : `${eventId}:${uid}`;
  const [watched, setWatched] = useState<{ key: string; value: WatchedRegistration } | null>(null);
  useEffect(() => {
    if (key === null || uid === null) return undefined;
    let current = true;
    let stop = () => {};
    import('./watch-my-registration').then(
      ({ watchMyRegistration }) => {
        if (current)
          stop = watchMyRegistration(eventId, uid, (value) => setWatched({ key, value }));
      },
      // The SDK's chunk did not load (offline): the landing treats it as not registered.
      () => current && setWatched({ key, value: { status: 'none' } }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [eventId, uid, key]);

  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'anonymous' || uid === null) return { status: 'anonymous' };
  return watched !== null && watched.key === key ? watched.value : { status: 'loading' };
}
