import type { AforoEvent } from '@aforo/domain';
import { useCallback, useMemo, useState } from 'react';
import {
  effectiveSlice,
  rememberedSlice,
  rememberSlice,
  SLICE_THRESHOLD,
  sliceBounds,
  sliceKey,
  type DoorSlice,
  type SliceBounds,
} from '../lib/door-slice';
import type { CacheSlice } from './use-attendee-cache';
import { useEventCounters } from './use-event-counters';

export interface DoorSliceState {
  /** The slice this device keeps whole, or null while a large event waits for the operator. */
  slice: DoorSlice | null;
  bounds: SliceBounds | null;
  /** What the list loads (null: nothing yet). */
  cache: CacheSlice | null;
  /** The event is large enough that the door keeps a slice (by the server's counters). */
  large: boolean;
  /** Remembers the operator's choice on this device; `prefix`: the event's id prefix (gates). */
  choose: (slice: DoorSlice, prefix: string) => void;
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
  const current = stored.eventId === event._id ? stored.value : rememberedSlice(event._id);
  const total = counters?.totalAttendees ?? null;
  const slice = effectiveSlice(current?.slice ?? null, event, total);
  const prefix = current?.prefix ?? '';
  const key = slice === null ? null : sliceKey(slice);
  const bounds = useMemo(
    () => (slice === null ? null : sliceBounds(slice, event, prefix)),
    // By key: the same slice in a new object is the same slice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, prefix, event],
  );
  const cache = useMemo<CacheSlice | null>(
    () => (key === null ? null : { key: key === 'all' ? key : `${key}@${prefix}`, bounds }),
    [key, prefix, bounds],
  );
  const choose = useCallback(
    (next: DoorSlice, nextPrefix: string) => {
      const value = { slice: next, prefix: next.kind === 'gate' ? nextPrefix : '' };
      rememberSlice(event._id, value);
      setStored({ eventId: event._id, value });
    },
    [event._id],
  );
  return {
    slice,
    bounds,
    cache,
    large: total !== null && total >= SLICE_THRESHOLD,
    choose,
  } satisfies DoorSliceState;
}
