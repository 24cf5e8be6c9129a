import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  PUSH_MESSAGE_REQUIRED,
  notificationSchema,
  pushNotificationSchema,
  unreadCounts,
} from './notification.js';
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

  it('an organizer notice needs a title and a message; the role is optional', async () => {
    expect(
      await validateBody(pushNotificationSchema, { title: ' Aviso ', message: 'Hola' }),
    ).toEqual({ title: 'Aviso', message: 'Hola', rol_id: null });
    expect(await errorsOf(pushNotificationSchema, { title: 'Aviso', message: '  ' })).toContain(
      PUSH_MESSAGE_REQUIRED,
    );
  });

  it('count unread by type', () => {
    expect(
      unreadCounts([
        { type: 'amistad', state: '0' },
        { type: 'amistad', state: '1' },
        { type: 'agenda', state: '0' },
        { type: 'agenda', state: '0' },
        { type: 'evento', state: '0' },
      ]),
    ).toEqual({ amistad: 1, agenda: 2, evento: 1 });
  });
});
