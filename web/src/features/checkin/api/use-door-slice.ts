import type { AforoEvent } from '@aforo/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  effectiveSlice,
  onRememberedSliceChange,
  rememberedSlice,
  rememberSlice,
  SLICE_THRESHOLD,
  sliceBounds,
  sliceKey,
  type DoorSlice,
  type GatePrefix,
  type SliceBounds,
  type StoredSlice,
} from '../lib/door-slice';
import type { CacheSlice } from './use-attendee-cache';
import { useEventCounters } from './use-event-counters';

export interface DoorSliceState {
  /** The slice this device keeps whole, or null while a large event waits for the operator. */
  slice: DoorSlice | null;
  bounds: SliceBounds | null;
  /** What the list loads (null: nothing yet). */
  cache: CacheSlice | null;
  /** A gate is chosen, but nothing has shown the event's ids yet to cut it (the index will). */
  waiting: boolean;
  /** The operator's choice as remembered on this device, with the prefix its gates were cut on. */
  stored: StoredSlice | null;
  /** The event is large enough that the door keeps a slice (by the server's counters). */
  large: boolean;
  /**
   * Remembers the operator's choice on this device; `prefix`: the event's id prefix a gate is cut
   * on (gatePrefix; null: not known yet, the gate waits for the index).
   */
  choose: (slice: DoorSlice, prefix: GatePrefix | null) => void;
}

/**
 * The slice of a large event this door device keeps (lib/door-slice): the operator's choice,
 * remembered per device and event, or the whole list for an event under SLICE_THRESHOLD.
 */
export function useDoorSlice(event: Pick<AforoEvent, '_id' | 'event_stages' | 'tickets'>) {
  const counters = useEventCounters(event._id);
  const [stored, setStored] = useState(() => ({
    eventId: event._id,
    value: rememberedSlice(event._id),
  }));
  // Another tab of this device chose a slice (or re-cut its gate): this one takes it too.
  useEffect(
    () =>
      onRememberedSliceChange(event._id, () =>
        setStored({ eventId: event._id, value: rememberedSlice(event._id) }),
      ),
    [event._id],
  );
  const current = stored.eventId === event._id ? stored.value : rememberedSlice(event._id);
  const total = counters?.totalAttendees ?? null;
  const slice = effectiveSlice(current?.slice ?? null, event, total);
  const prefix = current?.prefix ?? '';
  // A gate cut on no prefix would cut the wrong space (with '' the seed's `a1…` ids all fall in
  // one or two gates of 20): it loads nothing until the index gives the prefix.
  const waiting = slice?.kind === 'gate' && current?.prefix === null;
  const key = slice === null || waiting ? null : sliceKey(slice);
  const bounds = useMemo(
    () => (slice === null || waiting ? null : sliceBounds(slice, event, prefix)),
    // By key: the same slice in a new object is the same slice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, prefix, event],
  );
  const cache = useMemo<CacheSlice | null>(
    () => (key === null ? null : { key: key === 'all' ? key : `${key}@${prefix}`, bounds }),
    [key, prefix, bounds],
  );
  const choose = useCallback(
    (next: DoorSlice, nextPrefix: GatePrefix | null) => {
      const value: StoredSlice =
        next.kind === 'gate'
          ? { slice: next, prefix: nextPrefix?.prefix ?? null, fromIndex: !!nextPrefix?.fromIndex }
          : { slice: next, prefix: '', fromIndex: true };
      rememberSlice(event._id, value);
      setStored({ eventId: event._id, value });
    },
    [event._id],
  );
  return {
    slice,
    bounds,
    cache,
    waiting,
    stored: current,
    large: total !== null && total >= SLICE_THRESHOLD,
    choose,
  } satisfies DoorSliceState;
}
