import type { Attendee, PropertyValue } from '@aforo/domain';
import { isCheckedIn } from '@aforo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttendeeRow } from './use-attendee-cache';

/**
 * A check-in the list may not show yet: the time and door this tab wrote, or, when the server
 * refused that write because another door was first, that door's time and shard.
 */
export interface LocalCheckIn {
  at: string;
  shard: string | null;
  /** Another door's check-in, read from the server: nothing of this tab's left to sync. */
  elsewhere?: boolean;
}

/**
 * Whom the door checks in: a record of the list, or a person found only in the event's compact
 * index (a scan before the list has arrived), who has an id, a name and a document number.
 */
export type CheckInTarget = Pick<
  Attendee,
  '_id' | 'checked_in' | 'checkedin_at' | 'checked_at' | 'counter_shard'
> & { properties: { names: string } & Record<string, PropertyValue> };

/** Attendee id → the check-in this tab knows of and the list may not show yet. */
export type LocalCheckIns = ReadonlyMap<string, LocalCheckIn>;

/**
 * The attendee as the door shows them: checked in at the time this tab wrote, when the list does
 * not say so yet. The list comes from the SDK's listeners, which raise a local write only after
 * the SDK's queue has persisted it (IndexedDB, multi-tab) and worked through what came before it:
 * while the emulator pushed whole id ranges, a scanned row took seconds to change (bench
 * confirm: 7.6 s p95). The door confirms a scan at once instead; the row is marked pending like
 * any write the server has not acknowledged.
 */
export function withLocalCheckIn<A extends CheckInTarget>(attendee: A, local: LocalCheckIns): A {
  const known = local.get(attendee._id);
  if (known === undefined || isCheckedIn(attendee)) return attendee;
  const { at, shard } = known;
  return {
    ...attendee,
    checked_in: true,
    checkedin_at: at,
    checked_at: at,
    ...(shard !== null ? { counter_shard: shard } : {}),
  };
}

export function rowWithLocalCheckIn(row: AttendeeRow, local: LocalCheckIns): AttendeeRow {
  const attendee = withLocalCheckIn(row.attendee, local);
  if (attendee === row.attendee) return row;
  return { attendee, pending: local.get(attendee._id)?.elsewhere !== true };
}

/**
 * This tab's check-ins not yet seen in `rows`: `local` is current at once (a second scan of the
 * same person, before the next render, is "already checked in"); an entry goes when the list
 * shows that attendee checked in, or when the server refuses the write (drop); `add` over an
 * entry replaces it (another door's check-in that won).
 */
export function useLocalCheckIns(rows: readonly AttendeeRow[] | null) {
  const ref = useRef<Map<string, LocalCheckIn>>(new Map());
  const [local, setLocal] = useState<LocalCheckIns>(() => new Map());
  const update = useCallback((change: (next: Map<string, LocalCheckIn>) => void) => {
    const next = new Map(ref.current);
    change(next);
    ref.current = next;
    setLocal(next);
  }, []);
  const add = useCallback(
    (id: string, checkIn: LocalCheckIn) => update((next) => next.set(id, checkIn)),
    [update],
  );
  const drop = useCallback(
    (id: string) => {
      if (ref.current.has(id)) update((next) => next.delete(id));
    },
    [update],
  );
  useEffect(() => {
    if (rows === null || ref.current.size === 0) return;
    const seen = rows.filter(
      (row) => ref.current.has(row.attendee._id) && isCheckedIn(row.attendee),
    );
    if (seen.length > 0) update((next) => seen.forEach((row) => next.delete(row.attendee._id)));
  }, [rows, update]);
  return { local, current: () => ref.current, add, drop };
}
