import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { eventNameFromSlug, eventSchema, isEventEnded, slugFromEventName } from './event.js';
import { DEFAULT_STYLES } from './styles.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = {
  name: 'Congreso Aforo',
  datetime_from: '2024-05-01 08:00',
  datetime_to: '2024-05-03 18:00:00',
};

describe('eventSchema', () => {
  it('takes an IANA time zone and refuses anything else', async () => {
    expect(await errorsOf(eventSchema, { ...valid, time_zone: 'America/Lima' })).toEqual([]);
    expect(await errorsOf(eventSchema, { ...valid, time_zone: null })).toEqual([]);
    expect(await errorsOf(eventSchema, { ...valid, time_zone: 'Marte/Olympus' })).toEqual([
      'Zona horaria no válida',
    ]);
  });

  it('accepts a minimal event and fills every default', async () => {
    const event = await validateBody(eventSchema, { ...valid, _id: 'x', author_id: 'y' });
    expect(event).not.toHaveProperty('_id');
    expect(event).not.toHaveProperty('author_id');
    expect(event).toMatchObject({
      ...valid,
      visibility: 'PUBLIC',
      user_properties: [],
      validateEmail: false,
      show_inscription: true,
      styles: DEFAULT_STYLES,
      payment: { enabled: false, price: 50000, currency: 'COP', paid_rol_id: null },
    });
  });

  it('requires name and dates with their messages', async () => {
    expect(await errorsOf(eventSchema, {})).toEqual(
      expect.arrayContaining([
        'El nombre es requerido',
        'La fecha de inicio es requerida',
        'La fecha de finalización es requerida',
      ]),
    );
    expect(await errorsOf(eventSchema, { ...valid, name: 'Abc' })).toEqual([
      'El nombre debe tener al menos 4 caracteres',
    ]);
    expect(await errorsOf(eventSchema, { ...valid, datetime_from: '2024-02-30 10:00' })).toContain(
      'Fecha de inicio no válida',
    );
  });

  it('refuses an end before the start', async () => {
    expect(await errorsOf(eventSchema, { ...valid, datetime_to: '2024-04-30 10:00' })).toEqual([
      'La fecha de finalización debe ser posterior a la de inicio',
    ]);
  });

  it('wants a description of 10 visible characters when there is one', async () => {
    expect(await errorsOf(eventSchema, { ...valid, description: '<p>corta</p>' })).toEqual([
      'La descripción debe tener al menos 10 caracteres',
    ]);
    expect(await errorsOf(eventSchema, { ...valid, description: '<p></p>' })).toEqual([]);
  });

  it('refuses two fields with the same name and repeated dates', async () => {
    const f = { name: 'ciudad', label: 'Ciudad', type: 'text' };
    expect(await errorsOf(eventSchema, { ...valid, user_properties: [f, f] })).toEqual([
      'Hay datos con el mismo nombre',
    ]);
    expect(await errorsOf(eventSchema, { ...valid, dates: ['2024-05-01', '2024-05-01'] })).toEqual([
      'Hay fechas repetidas',
    ]);
  });

  it('requires both roles when the event charges for registration', async () => {
    const payment = { enabled: true, unpaid_rol_id: 'r1' };
    expect(await errorsOf(eventSchema, { ...valid, payment })).toEqual([
      'Seleccione el rol de asistente pago',
    ]);
    expect(
      await errorsOf(eventSchema, { ...valid, payment: { ...payment, paid_rol_id: 'r1' } }),
    ).toEqual(['Los roles de pago deben ser distintos']);
    expect(
      await errorsOf(eventSchema, { ...valid, payment: { ...payment, paid_rol_id: 'r2' } }),
    ).toEqual([]);
  });

  it('refuses 1 MB strings', async () => {
    for (const key of ['name', 'description', 'address', 'registration_message', 'venue']) {
      expect(await errorsOf(eventSchema, { ...valid, [key]: ONE_MB })).not.toEqual([]);
    }
  });
});

describe('event slugs', () => {
  it('reads dashes as spaces and a triple dash as a literal dash', () => {
    expect(eventNameFromSlug('Feria-del-Libro')).toBe('Feria del Libro');
    expect(eventNameFromSlug('Expo---Feria-2024')).toBe('Expo-Feria 2024');
    expect(eventNameFromSlug('Foro-----Bogota')).toBe('Foro - Bogota');
    expect(eventNameFromSlug('Foro----Bogota')).toBe('Foro -Bogota');
    expect(eventNameFromSlug('a--b')).toBe('a  b');
  });

  it('writes slugs that read back to the name', () => {
    for (const name of ['Feria del Libro', 'Expo-Feria 2024', 'Foro 2024 - Bogotá', 'A--B']) {
      expect(eventNameFromSlug(slugFromEventName(name))).toBe(name);
    }
    expect(slugFromEventName('  Foro   2024 - Bogotá ')).toBe('Foro-2024-----Bogotá');
  });
});

describe('isEventEnded', () => {
  // The seeded "Congreso Aforo 2026" ends 2026-05-11 17:00 in Bogotá (UTC-5), 22:00 UTC.
  const congreso = { datetime_to: '2026-05-11 17:00:00' };
  it('is ended once the end has passed in the event time zone', () => {
    expect(isEventEnded(congreso, new Date('2026-11-22T12:00:00Z'))).toBe(true);
    expect(isEventEnded(congreso, new Date('2026-05-11T22:00:01Z'))).toBe(true);
  });
  it('is not ended before the end, wherever the clock that asks is', () => {
    expect(isEventEnded(congreso, new Date('2026-05-11T21:59:59Z'))).toBe(false);
    // 17:30 UTC is already past 17:00 on a UTC clock, not yet in Bogotá.
    expect(isEventEnded(congreso, new Date('2026-05-11T17:30:00Z'))).toBe(false);
    expect(isEventEnded(congreso, new Date('2026-05-11T17:30:00Z'), 'UTC')).toBe(true);
  });
  it('reads an end without seconds, and never ends an event without a valid end', () => {
    expect(
      isEventEnded({ datetime_to: '2026-05-11 17:00' }, new Date('2026-05-12T00:00:00Z')),
    ).toBe(true);
    expect(isEventEnded({ datetime_to: 'mañana' }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
