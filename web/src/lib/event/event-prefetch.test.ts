// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { prefetchedEvent, releasePrefetchedEvent, settledPrefetchedEvent } from './event-prefetch';

// The module keeps one prefetch per page load, as index.html makes one: the steps run in order.
describe('the landing event index.html prefetched', () => {
  it('serves its answer for that event only, the same promise each time, until released', async () => {
    window.__aforoEventPrefetch = {
      id: 'evt1',
      answer: Promise.resolve({ _id: 'evt1', name: 'Feria' }),
    };
    expect(prefetchedEvent('evt2')).toBeNull();
    const first = prefetchedEvent('evt1');
    expect(prefetchedEvent('evt1')).toBe(first);
    expect(settledPrefetchedEvent('evt1')).toBeUndefined();
    await expect(first).resolves.toMatchObject({ _id: 'evt1', name: 'Feria' });
    expect(settledPrefetchedEvent('evt1')).toMatchObject({ _id: 'evt1' });
    releasePrefetchedEvent();
    expect(prefetchedEvent('evt1')).toBeNull();
    expect(settledPrefetchedEvent('evt1')).toBeUndefined();
  });
});

describe('an answer index.html already has when the app first asks', () => {
  it('is there for the first render, without waiting for the promise', async () => {
    vi.resetModules();
    const fresh = await import('./event-prefetch');
    window.__aforoEventPrefetch = {
      id: 'evt1',
      answer: Promise.resolve({ _id: 'evt1', name: 'Feria' }),
      settled: { value: { _id: 'evt1', name: 'Feria' } },
    };
    void fresh.prefetchedEvent('evt1');
    expect(fresh.settledPrefetchedEvent('evt1')).toMatchObject({ _id: 'evt1', name: 'Feria' });
  });

  it('is null at once when it was for another event or not an event', async () => {
    vi.resetModules();
    const fresh = await import('./event-prefetch');
    window.__aforoEventPrefetch = {
      id: 'evt1',
      answer: Promise.resolve(null),
      settled: { value: { error: 'not found' } },
    };
    void fresh.prefetchedEvent('evt1');
    expect(fresh.settledPrefetchedEvent('evt1')).toBeNull();
  });
});
