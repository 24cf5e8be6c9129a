import { onSnapshot } from 'firebase/firestore';
import { appFirestore } from '../firebase-context';
import { refs } from '../firestore/refs';
import { READ_OPTIONS } from '../firestore/use-snapshot';
import type { WatchedRegistration } from './use-my-registration';

/**
 * Follows a user's registration to an event with the full SDK's listeners: the account marker,
 * then the attendee record it points at. Loaded on demand by useMyRegistration. Returns the
 * function that stops listening.
 */
export function watchMyRegistration(
  eventId: string,
  uid: string,
  report: (value: WatchedRegistration) => void,
): () => void {
  const db = appFirestore();
  // undefined until the marker's first answer, so a first "no marker" is reported too.
  let attendeeId: string | null | undefined = undefined;
  let stopRecord = () => {};
  const stopMarker = onSnapshot(
    refs.attendeeAccount(db, eventId, uid),
    (snap) => {
      const next = snap.data()?.attendee_id ?? null;
      // The marker changes rarely (a transfer); the record's listener stays while it points there.
      if (next === attendeeId) return;
      attendeeId = next;
      stopRecord();
      stopRecord = () => {};
      if (next === null) {
        report({ status: 'none' });
        return;
      }
      report({ status: 'loading' });
      stopRecord = onSnapshot(
        refs.attendee(db, eventId, next),
        (record) => {
          const attendee = record.data(READ_OPTIONS);
          report(attendee ? { status: 'registered', attendee } : { status: 'none' });
        },
        () => report({ status: 'none' }),
      );
    },
    () => {
      attendeeId = null;
      stopRecord();
      report({ status: 'none' });
    },
  );
  return () => {
    stopMarker();
    stopRecord();
  };
}
