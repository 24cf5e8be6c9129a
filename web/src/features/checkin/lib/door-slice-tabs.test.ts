// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRememberedSliceChange, rememberedSlice, rememberSlice } from './door-slice';

afterEach(() => localStorage.clear());

/** What the browser fires in the other tabs of the origin when one of them writes the storage. */
function fromAnotherTab(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

describe('a door slice chosen in another tab of the device', () => {
  it("reaches this tab's listener for that event only, and a wipe of the storage too", () => {
    const changed = vi.fn();
    const stop = onRememberedSliceChange('evt-1', changed);
    rememberSlice('evt-1', {
      slice: { kind: 'gate', gate: 2, gates: 4 },
      prefix: 'a1',
      fromIndex: true,
    });
    fromAnotherTab('aforo:door-slice:evt-1');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(rememberedSlice('evt-1')?.slice).toEqual({ kind: 'gate', gate: 2, gates: 4 });
    fromAnotherTab('aforo:door-slice:evt-2');
    fromAnotherTab('aforo:attendee-first-rows:evt-1');
    expect(changed).toHaveBeenCalledTimes(1);
    fromAnotherTab(null);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    fromAnotherTab('aforo:door-slice:evt-1');
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
