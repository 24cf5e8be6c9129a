import { describe, expect, it } from 'vitest';
import { attendeeRoleSchema } from './attendee-role.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('attendeeRoleSchema', () => {
  it('takes a name; the event comes from the path', async () => {
    expect(await validateBody(attendeeRoleSchema, { name: 'VIP', event_id: 'other' })).toEqual({
      name: 'VIP',
    });
    expect(await errorsOf(attendeeRoleSchema, { name: '' })).toEqual(['El nombre es requerido']);
    expect(await errorsOf(attendeeRoleSchema, { name: ONE_MB })).not.toEqual([]);
  });
});
