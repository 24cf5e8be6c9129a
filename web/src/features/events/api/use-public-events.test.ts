// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeEarlyRead, takeSettledEarlyRead } from '../../../lib/early-reads';
import { HOME_PAST_PATH, HOME_UPCOMING_PATH } from './use-public-events';

describe("the home page's early read", () => {
  it('is asked for by /event-prefetch.js at the address the page reads', () => {
    const script = readFileSync(
      join(import.meta.dirname, '../../../../public/event-prefetch.js'),
      'utf8',
    );
    expect(script).toContain(`'${HOME_UPCOMING_PATH}'`);
    expect(script).toContain(`'${HOME_PAST_PATH}'`);
  });

  it("gives a page's first render the answers that have come, once", () => {
    window.__aforoEarlyReads = {
      [HOME_UPCOMING_PATH]: Promise.resolve({ data: [] }),
      [HOME_PAST_PATH]: new Promise(() => undefined),
    };
    window.__aforoEarlySettled = { [HOME_UPCOMING_PATH]: { data: [] } };
    // Not come yet: the read waits for it as before.
    expect(takeSettledEarlyRead(HOME_PAST_PATH)).toBeUndefined();
    expect(takeSettledEarlyRead(HOME_UPCOMING_PATH)).toEqual({ data: [] });
    // Taken: neither the first render nor a later read gets it again.
    expect(takeSettledEarlyRead(HOME_UPCOMING_PATH)).toBeUndefined();
    expect(takeEarlyRead(HOME_UPCOMING_PATH)).toBeNull();
    expect(takeEarlyRead(HOME_PAST_PATH)).not.toBeNull();
  });

  it('serves its answer once; a later read asks the API', async () => {
    window.__aforoEarlyReads = { [HOME_UPCOMING_PATH]: Promise.resolve({ data: [] }) };
    expect(takeEarlyRead('/api/eventsbeforetoday?pageSize=24')).toBeNull();
    await expect(takeEarlyRead(HOME_UPCOMING_PATH)).resolves.toEqual({ data: [] });
    expect(takeEarlyRead(HOME_UPCOMING_PATH)).toBeNull();
  });
});
