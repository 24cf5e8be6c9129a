// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prefetchedEvent } from './event-prefetch';

describe('a prefetched answer that is not the event', () => {
  it('is null: a private or missing event (null), another id, or a failed request', async () => {
    window.__aforoEventPrefetch = { id: 'evt1', answer: Promise.resolve({ _id: 'other' }) };
    await expect(prefetchedEvent('evt1')).resolves.toBeNull();
  });
});
