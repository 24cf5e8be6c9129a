import {
  counterShardsPath,
  sumCounterShards,
  type Attendee,
  type CounterShard,
} from '@aforo/domain';
import {
  collection,
  documentId,
  getDocs,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type Firestore,
  type FirestoreError,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { FIRST_ROWS, rememberFirstRows, takeFirstRows } from './first-rows';
import { useStallRecovery } from './use-stall-recovery';

export interface AttendeeRow {
  attendee: Attendee;
  /** Changed on this device (any tab) and not yet acknowledged by the server. */
  pending: boolean;
}

export type AttendeeCacheState =
  /**
   * preview: the rows the list showed first last time, read from the cache by key while the
   * whole list loads: enough to paint the first screen, never to search, scan or count.
   */
  | { status: 'loading'; preview?: AttendeeRow[] }
  | { status: 'error'; error: FirestoreError }
  | { status: 'ready'; rows: AttendeeRow[]; fromCache: boolean };

/**
 * How many attendees one listener watches, about. The web SDK's stream (WebChannel) refuses more
 * than 10,000 pending messages: a single listener over a 10,000-attendee event had the Firestore
 * emulator abort the channel, again and again, and the list never loaded (bench/, issue #9).
 */
export const RANGE_SIZE = 2_000;

type Attendees = CollectionReference<Attendee>;

/**
 * Where each id range starts (null: the beginning). An event under RANGE_SIZE attendees (by its
 * counter) is one range. Otherwise the starts come from the cache when it holds the list (a warm
 * or an offline load reads nothing from the network), or from paging through the ids once,
 * RANGE_SIZE at a time, which also fills the cache. The ranges cover every id whatever their
 * starts, so an uneven split costs balance, never an attendee.
 */
async function rangeStarts(db: Firestore, eventId: string): Promise<(string | null)[]> {
  const remembered = rememberedStarts(eventId);
  if (remembered) return remembered;
  const total = await getDocs(collection(db, counterShardsPath(eventId)))
    .then((snap) => sumCounterShards(snap.docs.map((d) => d.data() as CounterShard)).totalAttendees)
    .catch(() => 0);
  if (total < RANGE_SIZE) return [null];
  const byId = query(refs.attendees(db, eventId), orderBy(documentId()));
  let ids = await getDocsFromCache(byId)
    .then((snap) => snap.docs.map((d) => d.id))
    .catch(() => [] as string[]);
  // A cache holding only a few attendees (read by another screen) would make one huge range.
  if (ids.length < total * 0.9) {
    ids = [];
    for (let last: string | null = null; ;) {
      const after: QueryConstraint[] = last === null ? [] : [startAfter(last)];
      const page = await getDocs(query(byId, ...after, limit(RANGE_SIZE)));
      ids.push(...page.docs.map((d) => d.id));
      if (page.size < RANGE_SIZE) break;
      last = page.docs[page.size - 1]?.id ?? null;
    }
  }
  return startsOf(ids);
}

function startsOf(sortedIds: readonly string[]): (string | null)[] {
  const starts: (string | null)[] = [null];
  for (let i = RANGE_SIZE; i < sortedIds.length; i += RANGE_SIZE) starts.push(sortedIds[i] ?? null);
  return starts;
}

/**
 * The starts of the last complete load, kept on the device: a warm load attaches its listeners
 * at once instead of reading the whole cache first to find them (about 2 s at 10,000 attendees).
 */
const startsKey = (eventId: string) => `aforo:attendee-ranges:${eventId}`;

function rememberedStarts(eventId: string): (string | null)[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(startsKey(eventId)) ?? 'null');
    const valid =
      Array.isArray(value) &&
      value[0] === null &&
      value.slice(1).every((start) => typeof start === 'string');
    return valid ? (value as (string | null)[]) : null;
  } catch {
    return null;
  }
}

function rememberStarts(eventId: string, rows: readonly AttendeeRow[]) {
  const ids = rows.map((row) => row.attendee._id).sort();
  try {
    localStorage.setItem(startsKey(eventId), JSON.stringify(startsOf(ids)));
  } catch {
    // A full or disabled storage only costs the next load its head start.
  }
}

function rangeQuery(attendees: Attendees, from: string | null, to: string | null) {
  const bounds: QueryConstraint[] = [];
  if (from !== null) bounds.push(where(documentId(), '>=', from));
  if (to !== null) bounds.push(where(documentId(), '<', to));
  return query(attendees, ...bounds);
}

function toRows(docs: readonly QueryDocumentSnapshot<Attendee>[]): AttendeeRow[] {
  return docs.map((d) => ({
    attendee: d.data({ serverTimestamps: 'estimate' }),
    pending: d.metadata.hasPendingWrites,
  }));
}

// Records written before timestamps were kept may lack updated_at: they sort last.
const millisOf = (row: AttendeeRow) =>
  typeof row.attendee.updated_at?.toMillis === 'function' ? row.attendee.updated_at.toMillis() : 0;
const newestFirst = (a: AttendeeRow, b: AttendeeRow) => millisOf(b) - millisOf(a);

/**
 * The whole attendee list of one event, live: the door's offline copy (ARCHITECTURE.md §5). With
 * the persistent multi-tab cache the first load fills IndexedDB and afterwards only deltas travel;
 * search, scans and the weighted tag then run locally, with or without a network, and every tab
 * shares the same cache. The list is watched in id ranges of about RANGE_SIZE attendees, one
 * listener each, so no listener is unbounded. includeMetadataChanges makes the "pendiente de
 * sincronizar" marker clear when the server acknowledges a write, though the data did not change.
 */
export function useAttendeeCache(eventId: string): AttendeeCacheState {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; value: AttendeeCacheState } | null>(null);
  useEffect(() => {
    const attendees = refs.attendees(db, eventId);
    const fail = (error: FirestoreError) =>
      setState({ key: eventId, value: { status: 'error', error } });
    let stopped = false;
    let published = false;
    const stops: (() => void)[] = [];
    // The first screen from the cache by key, before (and independent of) the ranges below.
    void takeFirstRows(db, eventId).then((preview) => {
      if (stopped || published || preview.length === 0) return;
      setState({ key: eventId, value: { status: 'loading', preview } });
    });
    void rangeStarts(db, eventId)
      .then((starts) => {
        if (stopped) return;
        const ranges: (AttendeeRow[] | null)[] = starts.map(() => null);
        const cached: boolean[] = starts.map(() => true);
        let remembered = false;
        const publish = () => {
          if (ranges.some((rows) => rows === null)) return;
          const rows = ranges.flatMap((r) => r ?? []).sort(newestFirst);
          const fromCache = cached.some(Boolean);
          // Once per load, with the list complete: the ranges for next time, rebalanced.
          if (!remembered && !fromCache) {
            remembered = true;
            rememberStarts(eventId, rows);
          }
          rememberFirstRows(
            eventId,
            rows.slice(0, FIRST_ROWS).map((row) => row.attendee._id),
          );
          published = true;
          setState({ key: eventId, value: { status: 'ready', fromCache, rows } });
        };
        const queries = starts.map((from, i) => rangeQuery(attendees, from, starts[i + 1] ?? null));
        // One range at a time: the next listener attaches once this one has heard from the
        // server (or at once offline), so the stream never carries much more than one range.
        const attach = (i: number) => {
          const rangeQueryI = queries[i];
          if (stopped || rangeQueryI === undefined) return;
          let next = false;
          const attachNext = () => {
            if (next) return;
            next = true;
            attach(i + 1);
          };
          const stop = onSnapshot(
            rangeQueryI,
            { includeMetadataChanges: true },
            (snap) => {
              ranges[i] = toRows(snap.docs);
              cached[i] = snap.metadata.fromCache;
              publish();
              if (!snap.metadata.fromCache || !navigator.onLine) attachNext();
            },
            fail,
          );
          stops.push(stop);
        };
        // What the cache holds shows at once (a warm or an offline load), before any listener.
        void Promise.all(
          queries.map((q) =>
            getDocsFromCache(q)
              .then((snap) => toRows(snap.docs))
              .catch(() => [] as AttendeeRow[]),
          ),
        ).then((cachedRanges) => {
          if (stopped) return;
          if (cachedRanges.some((rows) => rows.length > 0)) {
            cachedRanges.forEach((rows, i) => (ranges[i] ??= rows));
            publish();
          }
          attach(0);
        });
      })
      .catch((error: FirestoreError) => {
        if (!stopped) fail(error);
      });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [db, eventId]);
  const value: AttendeeCacheState = state?.key === eventId ? state.value : { status: 'loading' };
  useStallRecovery(
    value.status === 'ready' && (value.fromCache || value.rows.some((row) => row.pending)),
  );
  return value;
}
