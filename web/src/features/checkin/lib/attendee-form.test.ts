import type { Attendee, AttendeeField } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { initialAttendeeValues, propertiesToSend } from './attendee-form';

const field = (name: string, type: AttendeeField['type']) => ({ name, type }) as AttendeeField;
const fields = [
  field('email', 'email'),
  field('names', 'text'),
  field('vip', 'boolean'),
  field('edad', 'number'),
  field('seccion', 'tituloseccion'),
  field('temas', 'multiplelist'),
  field('clave', 'password'),
];

describe('initialAttendeeValues', () => {
  it('gives a new user false, 0 and empty text, and no section titles', () => {
    expect(initialAttendeeValues(fields, null)).toEqual({
      properties: { email: '', names: '', vip: false, edad: 0, temas: [], clave: '' },
      checked_in: false,
    });
  });
  it('keeps an attendee values but never a password', () => {
    const attendee = {
      properties: { email: 'a@b.co', names: 'Ana', vip: true, clave: 'x' },
      checked_in: true,
    } as unknown as Attendee;
    const values = initialAttendeeValues(fields, attendee);
    expect(values.properties['vip']).toBe(true);
    expect(values.properties['clave']).toBe('');
    expect(values.checked_in).toBe(true);
  });
  it('does not send an untouched password', () => {
    const values = initialAttendeeValues(fields, null);
    expect(propertiesToSend(fields, values)).not.toHaveProperty('clave');
  });
});
