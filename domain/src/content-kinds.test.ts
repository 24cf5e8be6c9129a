import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, canWriteContent } from './content-kinds.js';
import { videoconferenceSchema } from './entities/videoconference.js';
import { EVENT_CONTENT_KINDS } from './paths.js';
import { eventRoles } from './roles.js';

describe('the content-kind registry', () => {
  it('declares every event content kind, each with an object schema', () => {
    expect(Object.keys(CONTENT_KINDS).sort()).toEqual([...EVENT_CONTENT_KINDS].sort());
    for (const kind of EVENT_CONTENT_KINDS) {
      expect(CONTENT_KINDS[kind].schema.type, kind).toBe('object');
    }
  });

  it('publishes by a boolean flag an editor can set', () => {
    for (const kind of EVENT_CONTENT_KINDS) {
      const { readers, schema } = CONTENT_KINDS[kind];
      if (readers.kind !== 'published') continue;
      // An activity is published with its room (spec part 2 §5: the videoconference form).
      const { fields } = (kind === 'activities' ? videoconferenceSchema : schema).describe();
      expect(fields[readers.flag]?.type, `${kind}.${readers.flag}`).toBe('boolean');
    }
  });

  it('lets event admins write every kind and staff only their permission’s kinds', () => {
    const event = { author_id: 'author', organizer_id: null };
    const admin = eventRoles({ uid: 'author', event, staff: null, organizationRole: null });
    const tickets = eventRoles({
      uid: 'u',
      event,
      staff: { role: 'staff', permission_ids: ['admin_ticket'] },
      organizationRole: null,
    });
    const visitor = eventRoles({ uid: null, event, staff: null, organizationRole: null });
    for (const kind of EVENT_CONTENT_KINDS) {
      expect(canWriteContent(admin, kind)).toBe(true);
      expect(canWriteContent(tickets, kind)).toBe(kind === 'tickets');
      expect(canWriteContent(visitor, kind)).toBe(false);
    }
  });
});
