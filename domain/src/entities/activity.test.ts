import { describe, expect, it } from 'vitest';
import { eventDays, activitySchema, hasSeat, roleMayJoin } from './activity.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = {
  name: 'Apertura',
  datetime_start: '2024-05-01 09:00',
  datetime_end: '2024-05-01 10:15',
  space_id: 'sala1',
  activity_categories_ids: ['cat1'],
  type_id: 'charla',
};

describe('activitySchema', () => {
  it('accepts a valid activity with its defaults', async () => {
    const activity = await validateBody(activitySchema, {
      ...valid,
      start_url: 'https://zoom.us/s/1',
    });
    expect(activity).toMatchObject({ ...valid, capacity: 0, access_restriction_type: 'OPEN' });
    expect(activity).not.toHaveProperty('start_url');
  });

  it('gives every required field its spec message', async () => {
    expect(await errorsOf(activitySchema, {})).toEqual(
      expect.arrayContaining([
        'El nombre es requerido',
        'Seleccione el día',
        'Seleccione una hora de finalización válida',
        'Seleccione un espacio',
        'Seleccione al menos una categoría',
        'Seleccione un tipo de actividad',
      ]),
    );
  });

  it('checks the day and both hours', async () => {
    expect(
      await errorsOf(activitySchema, { ...valid, datetime_start: '2024-05-01 25:00' }),
    ).toContain('Seleccione una hora de inicio válida');
    expect(
      await errorsOf(activitySchema, { ...valid, datetime_start: '2024-02-30 09:00' }),
    ).toContain('Seleccione el día');
    expect(await errorsOf(activitySchema, { ...valid, datetime_end: '2024-05-01 09:00' })).toEqual([
      'Seleccione una hora de finalización válida',
    ]);
  });

  it('wants a role unless the activity is open, and empties roles when it is', async () => {
    expect(
      await errorsOf(activitySchema, { ...valid, access_restriction_type: 'EXCLUSIVE' }),
    ).toEqual(['Seleccione al menos un rol para mostrar la actividad']);
    expect(
      await errorsOf(activitySchema, {
        ...valid,
        access_restriction_type: 'SUGGESTED',
        access_restriction_rol_ids: ['r1'],
      }),
    ).toEqual([]);
    const open = await validateBody(activitySchema, {
      ...valid,
      access_restriction_rol_ids: ['r1'],
    });
    expect(open.access_restriction_rol_ids).toEqual([]);
  });

  it('wants a whole, non-negative capacity', async () => {
    expect(await errorsOf(activitySchema, { ...valid, capacity: -1 })).toEqual([
      'La capacidad no puede ser negativa',
    ]);
    expect(await errorsOf(activitySchema, { ...valid, capacity: 'muchos' })).toEqual([
      'La capacidad debe ser numérica',
    ]);
    expect(await errorsOf(activitySchema, { ...valid, capacity: 1.5 })).toEqual([
      'La capacidad debe ser un número entero',
    ]);
  });

  it('refuses 1 MB strings', async () => {
    for (const key of [
      'name',
      'subtitle',
      'description',
      'registration_message',
      'datetime_start',
    ]) {
      expect(await errorsOf(activitySchema, { ...valid, [key]: ONE_MB })).not.toEqual([]);
    }
  });
});

describe('eventDays', () => {
  it('runs from the start date to the end date', () => {
    expect(
      eventDays({ datetime_from: '2024-02-28 08:00', datetime_to: '2024-03-01 18:00', dates: [] }),
    ).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it("prefers the event's listed dates", () => {
    expect(
      eventDays({
        datetime_from: '2024-05-01 08:00',
        datetime_to: '2024-05-09 18:00',
        dates: ['2024-05-08', '2024-05-01'],
      }),
    ).toEqual(['2024-05-01', '2024-05-08']);
  });

  it('gives nothing for unreadable dates', () => {
    expect(eventDays({ datetime_from: 'x', datetime_to: '2024-05-01 08:00', dates: [] })).toEqual(
      [],
    );
  });
});

describe('roleMayJoin', () => {
  it('lets every role into OPEN and SUGGESTED activities', () => {
    expect(roleMayJoin({ access_restriction_type: 'OPEN' }, null)).toBe(true);
    expect(
      roleMayJoin(
        { access_restriction_type: 'SUGGESTED', access_restriction_rol_ids: ['vip'] },
        'x',
      ),
    ).toBe(true);
  });

  it('lets only the listed roles into an EXCLUSIVE activity', () => {
    const vip = {
      access_restriction_type: 'EXCLUSIVE' as const,
      access_restriction_rol_ids: ['vip'],
    };
    expect(roleMayJoin(vip, 'vip')).toBe(true);
    expect(roleMayJoin(vip, 'general')).toBe(false);
    expect(roleMayJoin(vip, null)).toBe(false);
  });
});

describe('hasSeat', () => {
  it('sets no limit with capacity 0 and refuses once the seats are taken', () => {
    expect(hasSeat(0, 10_000)).toBe(true);
    expect(hasSeat(10, 9)).toBe(true);
    expect(hasSeat(10, 10)).toBe(false);
  });
});
