import type { AforoEvent } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/session-provider';

/**
 * Whether the signed-in visitor works on this event (the landing's
 * "Administrar" link). The author is known from the event itself; anyone else costs two small
 * reads whose code loads only for a signed-in visitor, so the landing's first JS does not grow.
 */
export function useIsEventTeam(event: Pick<AforoEvent, '_id' | 'author_id' | 'organizer_id'>) {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const isAuthor = uid !== null && event.author_id === uid;
  const key = uid === null || isAuthor ? null : `${event._id}:${event.organizer_id ?? ''}:${uid}`;
  const [answer, setAnswer] = useState<{ key: string; team: boolean } | null>(null);
  const { _id: eventId, organizer_id: organizerId } = event;
  useEffect(() => {
    if (key === null || uid === null) return undefined;
    let current = true;
    import('./read-team')
      .then(({ readIsTeam }) => readIsTeam(eventId, organizerId, uid))
      .then(
        (team) => current && setAnswer({ key, team }),
        // Unreadable (offline, or not allowed): no link, which is what an outsider sees.
        () => current && setAnswer({ key, team: false }),
      );
    return () => {
      current = false;
    };
  }, [key, uid, eventId, organizerId]);
  return isAuthor || (answer !== null && answer.key === key && answer.team);
}
