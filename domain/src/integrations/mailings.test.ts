import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../entities/common.js';
import { mailingSendSchema, mailingTestSchema } from './mailings.js';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  v: unknown,
) => {
  try {
    await schema.validate(v, { abortEarly: false });
    return {};
  } catch (err) {
    return fieldErrors(err);
  }
};

describe('mailing schemas', () => {
  it('takes an audience, the content and the send id', async () => {
    const parsed = await mailingSendSchema.validate({
      audience: { kind: 'emails', emails: [' Ana@Example.com '] },
      subject: ' Hola ',
      send_id: '0b6f3c1e-6a52-4c3f-9d4e-2f1a7b8c9d0e',
    });
    expect(parsed.audience.emails).toEqual(['ana@example.com']);
    expect(parsed.subject).toBe('Hola');
    expect(parsed.rsvp).toBe(false);
  });

  it('wants a role for a role audience, an address for typed ones, and a well-formed send id', async () => {
    expect(
      await errorsOf(mailingSendSchema, { audience: { kind: 'role' }, send_id: 'corto' }),
    ).toEqual({
      'audience.rol_id': 'Elija un rol',
      send_id: 'Identificador de envío no válido',
    });
    expect(
      await errorsOf(mailingSendSchema, {
        audience: { kind: 'emails', emails: [] },
        send_id: 'x'.repeat(20),
      }),
    ).toEqual({ 'audience.emails': 'Ingrese al menos un correo' });
    expect(Object.keys(await errorsOf(mailingSendSchema, { audience: { kind: 'todos' } }))).toEqual(
      ['audience.kind', 'send_id'],
    );
  });

  it('gives the test send no field for an address', () => {
    expect(Object.keys(mailingTestSchema.fields).sort()).toEqual(['message', 'rsvp', 'subject']);
  });
});
