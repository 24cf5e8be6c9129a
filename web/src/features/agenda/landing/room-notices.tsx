import { useEffect } from 'react';
import { useDefaultLabels } from '../../../lib/default-labels';
import { notify } from '../../../lib/notify';

/**
 * The notices of part 1 §4 ("… está por iniciar", "… está en vivo..", "… ha terminado..") for an
 * attendee on the landing: shown when an activity's room status changes, never for the states
 * found on load. The listener and the full SDK it needs load only for attendees.
 */
export function RoomNotices({ eventId }: { eventId: string }) {
  const { roomNotice } = useDefaultLabels();
  useEffect(() => {
    let current = true;
    let stop = () => {};
    import('./watch-activities').then(
      ({ watchRoomStates }) => {
        if (!current) return;
        stop = watchRoomStates(eventId, (activity, state) => {
          const text = roomNotice(activity.name, state);
          if (text) notify(text, { type: 'info' });
        });
      },
      () => {},
    );
    return () => {
      current = false;
      stop();
    };
  }, [eventId, roomNotice]);
  return null;
}
