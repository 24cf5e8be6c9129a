// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeEarlyRead } from '../../../lib/early-reads';
import { HOME_UPCOMING_PATH } from './use-public-events';

describe("the home page's early read", () => {
  it('is asked for by /event-prefetch.js at the address the page reads', () => {
    const script = readFileSync(
      join(import.meta.dirname, '../../../../public/event-prefetch.js'),
      'utf8',
    );
    expect(script).toContain(`'${HOME_UPCOMING_PATH}'`);
  });

  it('serves its answer once; a later read asks the API', async () => {
    window.__aforoEarlyReads = { [HOME_UPCOMING_PATH]: Promise.resolve({ data: [] }) };
    expect(takeEarlyRead('/api/eventsbeforetoday?pageSize=24')).toBeNull();
    await expect(takeEarlyRead(HOME_UPCOMING_PATH)).resolves.toEqual({ data: [] });
    expect(takeEarlyRead(HOME_UPCOMING_PATH)).toBeNull();
  });
});
