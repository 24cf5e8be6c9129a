import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';
import {
  DEFAULT_ACTIVITY_TABS,
  ROOM_STATES,
  roomCreationError,
  roomStateSchema,
  videoconferenceSchema,
} from './videoconference.js';

const MESSAGE = 'Seleccione una plataforma e ingrese el id de la videoconferencia';

describe('videoconferenceSchema', () => {
  it('accepts a platform and id, with chat the only tab on', async () => {
    const conf = await validateBody(videoconferenceSchema, { platform: 'zoom', meeting_id: '123' });
    expect(conf).toMatchObject({ habilitar_ingreso: 'none', isPublished: false });
    expect(conf.tabs).toEqual({ chat: true, surveys: false, games: false, attendees: false });
    expect(DEFAULT_ACTIVITY_TABS).toEqual(conf.tabs);
  });

  it('requires platform and id with one message', async () => {
    expect(await errorsOf(videoconferenceSchema, {})).toEqual([MESSAGE, MESSAGE]);
    expect(await errorsOf(videoconferenceSchema, { platform: 'teams', meeting_id: '1' })).toEqual([
      MESSAGE,
    ]);
    for (const platform of ['zoom', 'zoomExterno', 'vimeo', 'dolby', 'bigmarker']) {
      expect(await errorsOf(videoconferenceSchema, { platform, meeting_id: '1' })).toEqual([]);
    }
    expect(
      await errorsOf(videoconferenceSchema, { platform: 'zoom', meeting_id: ONE_MB }),
    ).not.toEqual([]);
  });

  it('knows the four room states', async () => {
    expect(ROOM_STATES).toEqual([
      'none',
      'open_meeting_room',
      'closed_meeting_room',
      'ended_meeting_room',
    ]);
    expect(await errorsOf(roomStateSchema, { habilitar_ingreso: 'open_meeting_room' })).toEqual([]);
    expect(await errorsOf(roomStateSchema, { habilitar_ingreso: 'live' })).not.toEqual([]);
  });
});

describe('room rules', () => {
  it('explains why a room cannot be created, first reason first', () => {
    const ready = {
      hasPendingDateChanges: false,
      activityId: 'a1',
      datetime_start: '2024-05-01 09:00',
      datetime_end: '2024-05-01 10:00',
    };
    expect(roomCreationError(ready)).toBeNull();
    expect(roomCreationError({ ...ready, hasPendingDateChanges: true, activityId: null })).toBe(
      'Cambios pendientes por guardar en la fecha y hora de la actividad',
    );
    expect(roomCreationError({ ...ready, activityId: null })).toBe(
      'Guarde primero la actividad antes de continuar',
    );
    expect(roomCreationError({ ...ready, datetime_start: 'x' })).toBe(
      'La fecha de inicio no es válida',
    );
    expect(roomCreationError({ ...ready, datetime_end: null })).toBe(
      'La fecha de finalización no es válida',
    );
  });
});
