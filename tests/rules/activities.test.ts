import { paths } from '@aforo/domain';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describeContentRules } from './content-suite';
import { EVENT_ID } from './harness';

const ACTIVITY = {
  name: 'Conferencia inaugural',
  datetime_start: '2027-03-15 09:00',
  datetime_end: '2027-03-15 10:00',
  space_id: 'space-1',
  isPublished: true,
};
const activity = (db: Firestore, id = 'item-1') =>
  doc(db, paths.eventContentItem(EVENT_ID, 'activities', id));

// Issue #13, item 2: a room's host link, password and join link never sit on the activity,
// which anyone reads once it is published; they live in private/meeting (room-secrets.test.ts).
describeContentRules({
  kind: 'activities',
  noun: 'activity',
  item: ACTIVITY,
  cases: (['start_url', 'key', 'join_url'] as const).flatMap((field) => [
    {
      as: 'eventAdmin' as const,
      may: false,
      does: `create an activity holding the room's ${field}`,
      run: ({ db }: { db: Firestore }) =>
        setDoc(activity(db, 'item-new'), {
          event_id: EVENT_ID,
          ...ACTIVITY,
          [field]: 'https://zoom.example/s/1?zak=secreto',
        }),
    },
    {
      as: 'staffWith' as const,
      may: false,
      does: `put the room's ${field} on an activity`,
      run: ({ db }: { db: Firestore }) =>
        updateDoc(activity(db), { [field]: 'https://zoom.example/s/1?zak=secreto' }),
    },
  ]),
});
