import type { Attendee } from '@aforo/domain';
import { isCheckedIn } from '@aforo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttendeeRow } from './use-attendee-cache';

/** Attendee id → the check-in time this tab wrote and the list may not show yet. */
export type LocalCheckIns = ReadonlyMap<string, string>;

/**
 * The attendee as the door shows them: checked in at the time this tab wrote, when the list does
 * not say so yet. The list comes from the SDK's listeners, which raise a local write only after
 * the SDK's queue has persisted it (IndexedDB, multi-tab) and worked through what came before it:
 * while the emulator pushed whole id ranges, a scanned row took seconds to change (bench
 * confirm: 7.6 s p95). The door confirms a scan at once instead; the row is marked pending like
 * any write the server has not acknowledged.
 */
export function withLocalCheckIn(attendee: Attendee, local: LocalCheckIns): Attendee {
  const at = local.get(attendee._id);
  if (at === undefined || isCheckedIn(attendee)) return attendee;
  return { ...attendee, checked_in: true, checkedin_at: at, checked_at: at };
}

export function rowWithLocalCheckIn(row: AttendeeRow, local: LocalCheckIns): AttendeeRow {
  const attendee = withLocalCheckIn(row.attendee, local);
  return attendee === row.attendee ? row : { attendee, pending: true };
}

/**
 * This tab's check-ins not yet seen in `rows`: `local` is current at once (a second scan of the
 * same person, before the next render, is "already checked in"); an entry goes when the list
 * shows that attendee checked in, or when the server refuses the write (drop).
 */
export function useLocalCheckIns(rows: readonly AttendeeRow[] | null) {
  const ref = useRef<Map<string, string>>(new Map());
  const [local, setLocal] = useState<LocalCheckIns>(() => new Map());
  const update = useCallback((change: (next: Map<string, string>) => void) => {
    const next = new Map(ref.current);
    change(next);
    ref.current = next;
    setLocal(next);
  }, []);
  const add = useCallback((id: string, at: string) => update((next) => next.set(id, at)), [update]);
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
