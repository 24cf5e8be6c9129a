import { activitySchema, eventDays, languageStateSchema } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { eventFactory } from '../tests/factories/index';
import {
  activityExtras,
  liveRoomLanguages,
  speakerExtras,
  withAgendaSections,
} from './seed-agenda';

describe('the demo agenda', () => {
  it('enables the agenda and speakers sections for everyone', () => {
    const event = withAgendaSections(eventFactory({ _id: 'evt-demo' }));
    expect(event.itemsMenu.agenda).toMatchObject({ checked: true, permissions: 'public' });
    expect(event.itemsMenu.speakers).toMatchObject({ checked: true, permissions: 'public' });
    expect(eventDays(event)).toHaveLength(2);
  });

  it('has one live room, one EXCLUSIVE activity and workshops with registration', () => {
    const extras = Array.from({ length: 10 }, (_, i) => activityExtras(i + 1, 'rol-3'));
    expect(extras.filter((a) => a.habilitar_ingreso === 'open_meeting_room')).toHaveLength(1);
    expect(extras.filter((a) => a.access_restriction_type === 'EXCLUSIVE')).toEqual([
      expect.objectContaining({ access_restriction_rol_ids: ['rol-3'] }),
    ]);
    expect(extras.some((a) => a.requires_registration && a.capacity > 0)).toBe(true);
  });

  it('gives the live room its attendees tab and language variants the schema accepts', async () => {
    const live = Array.from({ length: 10 }, (_, i) => activityExtras(i + 1, 'rol-3')).find(
      (a) => a.habilitar_ingreso === 'open_meeting_room',
    );
    expect(live?.tabs).toMatchObject({ surveys: true, attendees: true });
    const variants = liveRoomLanguages('evt-demo', 'actividad-1');
    await expect(languageStateSchema.validate(variants)).resolves.toBeTruthy();
    expect(variants.related_meetings.map((m) => m.state)).toContain('open_meeting_room');
  });

  it('gives speakers a picture and a description', () => {
    const speaker = speakerExtras('Laura Restrepo', 'Ingeniera de datos', 0);
    expect(speaker.image).toMatch(/^https:\/\/placehold\.co\/1080x1080\/.+text=LR$/);
    expect(speaker.description).toContain('Laura Restrepo');
  });

  it('writes activities the agenda schema accepts', async () => {
    const activity = {
      name: 'Charla 1',
      datetime_start: '2027-03-15 09:00',
      datetime_end: '2027-03-15 10:00',
      space_id: 'espacio-1',
      activity_categories_ids: ['categoria-1'],
      type_id: 'tipo-1',
      host_ids: ['speaker-1'],
      isPublished: true,
      ...activityExtras(3, 'rol-3'),
    };
    await expect(activitySchema.validate(activity)).resolves.toMatchObject({
      access_restriction_type: 'EXCLUSIVE',
    });
  });
});
