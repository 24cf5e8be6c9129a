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
  getCountFromServer,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type CollectionReference,
  type Firestore,
  type FirestoreError,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import {
  balancedStarts,
  evenCuts,
  RANGE_SIZE,
  rangeOf,
  startsOf,
  type RangeStarts,
} from './attendee-ranges';
import type { SliceBounds } from '../lib/door-slice';
import { FIRST_ROWS, rememberedFirstRows, rememberFirstRows } from './first-rows';
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

type Attendees = CollectionReference<Attendee>;

/** Range listeners waiting for the server at once (see attach below). */
const ATTACHING = 2;

/** A slice of the event (lib/door-slice) with its stable key; bounds null: the whole event. */
export interface CacheSlice {
  key: string;
  bounds: SliceBounds | null;
}

/** The whole event: today's door, and every list outside the door. */
export const ALL_ATTENDEES: CacheSlice = { key: 'all', bounds: null };

/**
 * Where each id range starts, and whether a complete load on this device found them (then the
 * cache holds the list). Never pages through the records: the cuts of the last complete load,
 * kept on the device (a warm load attaches its listeners at once), or cuts balanced with count()
 * from the lowest id up (balancedStarts), so a cold load reads each record once,
 * through its listener. A slice under RANGE_SIZE attendees (by the counters for the whole event,
 * by count() for a slice) is one range.
 */
async function rangeStarts(
  db: Firestore,
  attendees: Attendees,
  eventId: string,
  slice: CacheSlice,
): Promise<{ starts: RangeStarts; known: boolean }> {
  const remembered = rememberedStarts(eventId, slice.key);
  if (remembered) return { starts: remembered, known: true };
  const { bounds } = slice;
  const total = await (
    bounds === null
      ? getDocs(collection(db, counterShardsPath(eventId))).then(
          (snap) => sumCounterShards(snap.docs.map((d) => d.data() as CounterShard)).totalAttendees,
        )
      : getCountFromServer(rangeQuery(attendees, bounds, null, null)).then(
          (snap) => snap.data().count,
        )
  ).catch(() => 0);
  if (total <= RANGE_SIZE) return { starts: [null], known: false };
  // The lowest id, and a sample for the highest: the emulator refuses a descending id scan
  // ("Firestore does not support descending key scans"); the newest attendees are a sample of
  // the ids, and balancedStarts looks past the sample's highest id with its counts.
  const [first, sample] = await Promise.all([
    getDocs(
      bounds === null
        ? query(attendees, orderBy(documentId()), limit(1))
        : query(rangeQuery(attendees, bounds, null, null), orderBy(documentId()), limit(1)),
    ),
    getDocs(query(attendees, orderBy('updated_at', 'desc'), limit(FIRST_ROWS))),
  ]);
  const low = first.docs[0]?.id;
  if (low === undefined) return { starts: [null], known: false };
  const high = [bounds?.to, ...sample.docs.map((d) => d.id)].reduce<string>(
    (max, id) => (id && id > max && (bounds?.to == null || id <= bounds.to) ? id : max),
    low,
  );
  const count = (from: string | null, to: string | null) =>
    getCountFromServer(rangeQuery(attendees, bounds, from, to)).then((snap) => snap.data().count);
  const starts = await balancedStarts(low, high, total, count).catch(
    // Without counts (the network went), the even cut alone: balance may suffer, not coverage.
    (): RangeStarts => [null, ...evenCuts(low, high, Math.ceil(total / RANGE_SIZE))],
  );
  return { starts, known: false };
}

/** The starts of the last complete load, kept on the device. */
const startsKey = (eventId: string, sliceKey: string) =>
  sliceKey === 'all'
    ? `aforo:attendee-ranges:${eventId}`
    : `aforo:attendee-ranges:${eventId}:${sliceKey}`;

function rememberedStarts(eventId: string, sliceKey: string): RangeStarts | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(startsKey(eventId, sliceKey)) ?? 'null');
    const valid =
      Array.isArray(value) &&
      value[0] === null &&
      value.slice(1).every((start) => typeof start === 'string');
    return valid ? (value as RangeStarts) : null;
  } catch {
    return null;
  }
}

function rememberStarts(eventId: string, sliceKey: string, rows: readonly AttendeeRow[]) {
  const ids = rows.map((row) => row.attendee._id).sort();
  try {
    localStorage.setItem(startsKey(eventId, sliceKey), JSON.stringify(startsOf(ids)));
  } catch {
    // A full or disabled storage only costs the next load its head start.
  }
}

const later = (a: string | null | undefined, b: string | null) =>
  a == null ? b : b === null || a > b ? a : b;
const earlier = (a: string | null | undefined, b: string | null) =>
  a == null ? b : b === null || a < b ? a : b;

/** One id range [from, to) of the slice (null bounds: open). */
function rangeQuery(
  attendees: Attendees,
  slice: SliceBounds | null,
  from: string | null,
  to: string | null,
) {
  const bounds: QueryConstraint[] = [];
  const low = later(slice?.from, from);
  const high = earlier(slice?.to, to);
  if (slice?.ticketIds) bounds.push(where('ticket_id', 'in', [...slice.ticketIds]));
  if (low !== null) bounds.push(where(documentId(), '>=', low));
  if (high !== null) bounds.push(where(documentId(), '<', high));
  return query(attendees, ...bounds);
}

function toRow(d: QueryDocumentSnapshot<Attendee>): AttendeeRow {
  return {
    attendee: d.data({ serverTimestamps: 'estimate' }),
    pending: d.metadata.hasPendingWrites,
  };
}

function toRows(docs: readonly QueryDocumentSnapshot<Attendee>[]): AttendeeRow[] {
  return docs.map(toRow);
}

// Records written before timestamps were kept may lack updated_at: they sort last.
const millisOf = (row: AttendeeRow) =>
  typeof row.attendee.updated_at?.toMillis === 'function' ? row.attendee.updated_at.toMillis() : 0;
const newestFirst = (a: AttendeeRow, b: AttendeeRow) => millisOf(b) - millisOf(a);

/**
 * The whole attendee list of one event, live: the door's offline copy (ARCHITECTURE.md §5). With
 * the persistent multi-tab cache the first load fills IndexedDB and afterwards only deltas travel;
 * search, scans and the weighted tag then run locally, with or without a network, and every tab
 * shares the same cache. The list is watched in id ranges of about RANGE_SIZE (attendee-ranges) attendees, one
 * listener each, so no listener is unbounded. includeMetadataChanges makes the "pendiente de
 * sincronizar" marker clear when the server acknowledges a write, though the data did not change.
 */
export function useAttendeeCache(
  eventId: string,
  /** null: no slice chosen yet (a large event): only the first rows load. */
  slice: CacheSlice | null = ALL_ATTENDEES,
): AttendeeCacheState {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; value: AttendeeCacheState } | null>(null);
  const stateKey = `${eventId}|${slice?.key ?? ''}`;
  useEffect(() => {
    const attendees = refs.attendees(db, eventId);
    const fail = (error: FirestoreError) =>
      setState({ key: stateKey, value: { status: 'error', error } });
    let stopped = false;
    let published = false;
    const stops: (() => void)[] = [];
    let stopHead: (() => void) | null = null;
    const showPreview = (preview: AttendeeRow[]) => {
      if (stopped || published || preview.length === 0) return;
      setState({ key: stateKey, value: { status: 'loading', preview } });
    };
    // The first screen, before (and independent of) the ranges below: last time's first rows,
    // kept on the device, are on screen from the first render (see `remembered` below); on a
    // first visit, the newest FIRST_ROWS from the server, live (a check-in from them shows at
    // once), until the whole list is there. Without it a cold door of 50,000 attendees showed
    // nothing until every range had arrived (minutes).
    const kept = rememberedFirstRows(eventId);
    if (kept.length > 0) {
      // Kept since this page's first render (a first visit, then the door's chooser): a new
      // slice keeps them on screen while it loads, as a reload would.
      showPreview(kept);
    } else {
      stopHead = onSnapshot(
        query(attendees, orderBy('updated_at', 'desc'), limit(FIRST_ROWS)),
        { includeMetadataChanges: true },
        (snap) => {
          const head = toRows(snap.docs);
          // Kept for the next load as soon as the server has answered: a door whose first load
          // did not get the whole list (a weak network, a closed tab) still paints at once next
          // time (bench door: a contended cold load never completed, and the warm one waited
          // 22 s for the server).
          if (!snap.metadata.fromCache) rememberFirstRows(eventId, head);
          showPreview(head);
        },
        // Only a head start: the ranges report their own errors.
        () => undefined,
      );
    }
    const stopPreview = () => {
      stopHead?.();
      stopHead = null;
    };
    // No slice yet (a large event whose operator has not chosen): only the first rows above.
    if (slice === null) {
      return () => {
        stopped = true;
        stopPreview();
      };
    }
    void rangeStarts(db, attendees, eventId, slice)
      .then(({ starts, known }) => {
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
            rememberStarts(eventId, slice.key, rows);
          }
          rememberFirstRows(eventId, rows.slice(0, FIRST_ROWS));
          published = true;
          stopPreview();
          setState({ key: stateKey, value: { status: 'ready', fromCache, rows } });
        };
        const queries = starts.map((from, i) =>
          rangeQuery(attendees, slice.bounds, from, starts[i + 1] ?? null),
        );
        // Two ranges at a time: the next listener attaches once one has heard from the server
        // (or at once offline), so the stream never carries much more than two ranges (4,000
        // documents, under the channel's 10,000). One at a time, a cold 50,000-attendee door
        // waited ~7 s per range on a busy machine, one after another.
        const attach = (i: number) => {
          const rangeQueryI = queries[i];
          if (stopped || rangeQueryI === undefined) return;
          let next = false;
          const attachNext = () => {
            if (next) return;
            next = true;
            attach(i + ATTACHING);
          };
          // The range's rows by id: a snapshot rebuilds only the rows that changed, so the
          // others keep their objects (and what the page keeps per object: the search text).
          const byId = new Map<string, AttendeeRow>();
          let heard = false;
          const stop = onSnapshot(
            rangeQueryI,
            { includeMetadataChanges: true },
            (snap) => {
              for (const change of snap.docChanges({ includeMetadataChanges: true })) {
                if (change.type === 'removed') byId.delete(change.doc.id);
                else byId.set(change.doc.id, toRow(change.doc));
              }
              heard ||= !snap.metadata.fromCache;
              // On a first visit the cache holds only what the first rows (or another screen)
              // read: a range is shown once the server has answered it, or offline.
              if (!known && !heard && navigator.onLine) return;
              ranges[i] = [...byId.values()];
              cached[i] = snap.metadata.fromCache;
              publish();
              if (!snap.metadata.fromCache || !navigator.onLine) attachNext();
            },
            fail,
          );
          stops.push(stop);
        };
        // A first visit online: nothing complete to show from the cache (what it holds came
        // from the first rows above or another screen), so straight to the listeners.
        const attachFirst = () => {
          for (let i = 0; i < ATTACHING; i += 1) attach(i);
        };
        if (!known && navigator.onLine) {
          attachFirst();
          return;
        }
        // What the cache holds shows at once (a warm or an offline load), before any listener:
        // one read of the collection, split here (a cache read per range scanned it per range).
        void getDocsFromCache(rangeQuery(attendees, slice.bounds, null, null))
          .then((snap) => toRows(snap.docs))
          .catch(() => [] as AttendeeRow[])
          .then((all) => {
            if (stopped) return;
            if (all.length > 0) {
              const split: AttendeeRow[][] = starts.map(() => []);
              for (const row of all) split[rangeOf(starts, row.attendee._id)]?.push(row);
              split.forEach((rows, i) => (ranges[i] ??= rows));
              publish();
            }
            attachFirst();
          });
      })
      .catch((error: FirestoreError) => {
        if (!stopped) fail(error);
      });
    return () => {
      stopped = true;
      stopPreview();
      stops.forEach((stop) => stop());
    };
    // The slice by its key: a new object with the same slice must not reload the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, eventId, slice?.key ?? null]);
  // Last time's first rows, synchronously: on screen in the page's first render, before the
  // Firestore SDK has started (it waits for Auth to restore the session) or read anything.
  const remembered = useMemo(() => rememberedFirstRows(eventId), [eventId]);
  const value: AttendeeCacheState =
    state?.key === stateKey
      ? state.value
      : remembered.length > 0
        ? { status: 'loading', preview: remembered }
        : { status: 'loading' };
  useStallRecovery(
    value.status === 'ready' && (value.fromCache || value.rows.some((row) => row.pending)),
  );
  return value;
}
