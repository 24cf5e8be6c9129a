import { attendeeSchemaFor, eventSchema, newsSchema, staffMemberSchema } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { parseInput, parseUpdate, validId } from './validate';

async function errorOf(run: () => Promise<unknown>): Promise<HttpError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

describe('parseInput', () => {
  it('refuses what is not an object', async () => {
    for (const input of [null, [], 'texto', 42]) {
      expect((await errorOf(() => parseInput(newsSchema, input))).message).toBe(
        'Se esperaba un objeto',
      );
    }
  });

  it('refuses unknown top-level keys, __proto__ and constructor included', async () => {
    const err = await errorOf(() =>
      parseInput(staffMemberSchema, JSON.parse('{"__proto__":{},"constructor":1,"role":"staff"}')),
    );
    // An object literal cannot spell an own __proto__ key: compare the keys.
    expect(Object.keys(err.errors ?? {})).toEqual(['__proto__', 'constructor']);
  });

  it('answers objects where text is expected as field errors, not as a crash', async () => {
    const err = await errorOf(() =>
      parseInput(staffMemberSchema, { email: { $gt: '' }, name: ['a'], role: 'staff' }),
    );
    expect(err.status).toBe(400);
    expect(err.errors).toEqual({ email: 'Debe ser texto', name: 'Debe ser texto' });
  });

  it('finds them inside objects, arrays and per-event properties', async () => {
    const schema = attendeeSchemaFor([]);
    const err = await errorOf(() =>
      parseInput(schema, { properties: { email: 'a@b.co', names: { first: 'x' } } }),
    );
    expect(err.errors).toEqual({ 'properties.names': 'Debe ser texto' });
    const dates = await errorOf(() =>
      parseInput(eventSchema, {
        name: 'Evento',
        datetime_from: '2027-01-01 10:00',
        datetime_to: '2027-01-01 11:00',
        dates: [{}],
      }),
    );
    expect(dates.errors).toEqual({ 'dates[0]': 'Debe ser texto' });
  });
});

describe('deeply nested bodies', () => {
  it('are refused before anything walks them recursively', async () => {
    const deep: unknown = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    const err = await errorOf(() => parseInput(newsSchema, { title: deep }));
    expect(err.status).toBe(400);
  });
});

describe('parseUpdate', () => {
  it('lays the body over the stored fields, keeping what it does not name', async () => {
    const stored = { name: 'Laura', profession: 'Ingeniera', created_at: 'x', _id: 'y' };
    const value = await parseUpdate(staffMemberSchema.pick(['name']).shape({}), stored, {});
    expect(value).toEqual({ name: 'Laura' });
  });

  it('still refuses unknown keys in the body', async () => {
    const err = await errorOf(() => parseUpdate(newsSchema, {}, { extra: 1 }));
    expect(err.errors).toEqual({ extra: 'Campo no reconocido' });
  });
});

describe('validId', () => {
  it('answers 404 for ids that cannot name a document', () => {
    for (const id of ['a/b', '..', '', 'x'.repeat(129), ['a'], undefined]) {
      expect(() => validId(id, 'No encontrado')).toThrow('No encontrado');
    }
    expect(validId('abc_12-3', 'No encontrado')).toBe('abc_12-3');
  });
});
