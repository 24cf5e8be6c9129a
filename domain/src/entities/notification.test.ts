import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { notificationSchema, unreadCounts } from './notification.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('notifications', () => {
  it('start unread', async () => {
    expect(await validateBody(notificationSchema, { type: 'amistad', message: 'Hola' })).toEqual({
      type: 'amistad',
      state: '0',
      message: 'Hola',
    });
    expect(await errorsOf(notificationSchema, { type: 'otro', message: 'x' })).not.toEqual([]);
    expect(await errorsOf(notificationSchema, { type: 'agenda', message: ONE_MB })).not.toEqual([]);
  });

  it('count unread by type', () => {
    expect(
      unreadCounts([
        { type: 'amistad', state: '0' },
        { type: 'amistad', state: '1' },
        { type: 'agenda', state: '0' },
        { type: 'agenda', state: '0' },
      ]),
    ).toEqual({ amistad: 1, agenda: 2 });
  });
});
