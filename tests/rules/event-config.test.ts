import {
  COLLECTIONS,
  counterShardPath,
  counterShardsPath,
  newDoorShardId,
  paths,
  sumCounterShards,
} from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  EVENT_ID,
  NOBODY,
  OTHER_EVENT_ID,
  PEER_ATTENDEE_ID,
  TEAM,
  UID,
  attendeeDoc,
  describeRules,
  roleDocs,
  useRulesEnvironment,
} from './harness';

const counters = paths.eventConfig(EVENT_ID);

// The parent document holds no counters any more (they are in its shards); nobody writes it.
describeRules({
  collection: 'event_config/{eventId}',
  docs: { [counters]: { totalAttendees: 3, checkedInAttendees: 1 } },
  operations: {
    get: {
      does: "read the event's counters",
      allowed: TEAM,
      run: ({ db }) => getDoc(doc(db, counters)),
    },
    list: {
      does: "query the event's counters",
      allowed: TEAM,
      run: ({ db }) =>
        getDocs(
          query(collection(db, COLLECTIONS.eventConfig), where(documentId(), '==', EVENT_ID)),
        ),
    },
    create: {
      does: 'create counters',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.eventConfig(OTHER_EVENT_ID)), { totalAttendees: 0 }),
    },
    update: {
      does: 'change the counters',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, counters), { totalAttendees: 1000 }),
    },
    delete: {
      does: 'delete the counters',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, counters)),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: false,
      does: 'list the counters of every event',
      run: ({ db }) => getDocs(collection(db, COLLECTIONS.eventConfig)),
    },
  ],
});

// A door device's shard, another door's, and one of the server's (domain counters.ts).
const DOOR = 'door-AAAAAAAAAAbbbbbbbbbb';
const shardPath = counterShardPath(EVENT_ID, DOOR);
const serverShardPath = counterShardPath(EVENT_ID, 3);
const peer = paths.attendee(EVENT_ID, PEER_ATTENDEE_ID);
const CHECKIN_TIME = '2027-03-15 09:30:00';
const shardIncrement = (attendeeId = PEER_ATTENDEE_ID) => ({
  checkedInAttendees: increment(1),
  last_attendee: attendeeId,
  updated_at: serverTimestamp(),
});

// A shard moves only in the batch of a check-in that names it (attendees.test.ts holds the
// batches that pass and the wrong increments); on its own, nobody writes one.
describeRules({
  collection: 'event_config/{eventId}/shards/{n}',
  permission: 'checkin',
  docs: {
    [shardPath]: { checkedInAttendees: 1 },
    [serverShardPath]: { totalAttendees: 3, checkedInAttendees: 1 },
  },
  operations: {
    get: {
      does: 'read a counter shard',
      allowed: TEAM,
      run: ({ db }) => getDoc(doc(db, shardPath)),
    },
    list: {
      does: "read every shard of the event's counters",
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, counterShardsPath(EVENT_ID))),
    },
    create: {
      does: 'create a shard without a check-in',
      allowed: NOBODY,
      run: ({ db }) =>
        setDoc(doc(db, counterShardPath(EVENT_ID, 'door-CCCCCCCCCCdddddddddd')), shardIncrement()),
    },
    update: {
      does: 'increment a shard without a check-in',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, shardPath), shardIncrement(), { merge: true }),
    },
    delete: {
      does: 'delete a shard',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, shardPath)),
    },
  },
  cases: [
    {
      as: 'staffWith',
      may: true,
      does: 'create a shard with the first check-in counted in it',
      run: ({ db }) => {
        const batch = writeBatch(db);
        batch.update(doc(db, peer), {
          checked_in: true,
          checkedin_at: CHECKIN_TIME,
          checked_at: CHECKIN_TIME,
          counter_shard: 'door-EEEEEEEEEEffffffffff',
          updated_at: serverTimestamp(),
        });
        batch.set(
          doc(db, counterShardPath(EVENT_ID, 'door-EEEEEEEEEEffffffffff')),
          shardIncrement(),
          { merge: true },
        );
        return batch.commit();
      },
    },
    {
      as: 'eventAdmin',
      may: false,
      does: "count a check-in on one of the server's shards (0..9)",
      run: ({ db }) => {
        const batch = writeBatch(db);
        batch.update(doc(db, peer), {
          checked_in: true,
          checkedin_at: CHECKIN_TIME,
          checked_at: CHECKIN_TIME,
          counter_shard: 3,
          updated_at: serverTimestamp(),
        });
        batch.set(doc(db, serverShardPath), shardIncrement(), { merge: true });
        return batch.commit();
      },
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'write a shard whose id is not a door shard id',
      run: ({ db }) =>
        setDoc(doc(db, `${counterShardsPath(EVENT_ID)}/door-short`), shardIncrement()),
    },
  ],
});

describe('event_config/{eventId}/shards under concurrent door check-ins', () => {
  const { env } = useRulesEnvironment();
  const attendeeIds = Array.from({ length: 30 }, (_, i) => `a1door${String(i).padStart(18, '0')}`);

  it('counts each of 30 concurrent check-ins once, and a person scanned by two doors once', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      for (const [path, data] of Object.entries(roleDocs('checkin')))
        batch.set(doc(db, path), data);
      for (const id of attendeeIds)
        batch.set(doc(db, paths.attendee(EVENT_ID, id)), attendeeDoc(id, null));
      await batch.commit();
    });
    const doors = ['staffWith', 'eventAdmin'] as const;
    const dbOf = (who: (typeof doors)[number]) =>
      env().authenticatedContext(UID[who]).firestore() as unknown as Firestore;
    const checkIn = (db: Firestore, id: string, n: string) => {
      const batch = writeBatch(db);
      batch.update(doc(db, paths.attendee(EVENT_ID, id)), {
        checked_in: true,
        checkedin_at: CHECKIN_TIME,
        checked_at: CHECKIN_TIME,
        counter_shard: n,
        updated_at: serverTimestamp(),
      });
      batch.set(doc(db, counterShardPath(EVENT_ID, n)), shardIncrement(id), { merge: true });
      return batch.commit().then(
        () => true,
        () => false,
      );
    };
    // Every attendee scanned at both doors at once, each door on its own shard.
    const doorShard = { staffWith: newDoorShardId(), eventAdmin: newDoorShardId() };
    const results = await Promise.all(
      attendeeIds.flatMap((id) => doors.map((who) => checkIn(dbOf(who), id, doorShard[who]))),
    );
    expect(results.filter(Boolean)).toHaveLength(attendeeIds.length);
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const shards = await getDocs(collection(db, counterShardsPath(EVENT_ID)));
      expect(sumCounterShards(shards.docs.map((d) => d.data())).checkedInAttendees).toBe(
        attendeeIds.length,
      );
    });
    // 60 batches sent at once by two SDK instances: each instance commits its writes one after
    // another, so on a loaded 2-core machine this takes longer than the default 20 s.
  }, 90_000);
});
