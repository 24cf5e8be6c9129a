import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { parseFilters } from './query';

const FIELDS = ['account_id', 'email', '_id'] as const;

function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

describe('parseFilters (filtered=[{field,value}])', () => {
  it('reads a list or a single filter, and nothing when absent', () => {
    expect(parseFilters('[{"field":"email","value":"a@b.co"}]', FIELDS)).toEqual([
      { field: 'email', value: 'a@b.co' },
    ]);
    expect(parseFilters('{"field":"_id","value":"x"}', FIELDS)).toEqual([
      { field: '_id', value: 'x' },
    ]);
    expect(parseFilters(undefined, FIELDS)).toEqual([]);
    expect(parseFilters('', FIELDS)).toEqual([]);
  });

  it('answers 400 on the filtered field for anything else', () => {
    for (const raw of [
      'not json',
      '[{"field":"properties.documento","value":"1"}]',
      '[{"field":"email","value":3}]',
      '[{"field":"email","value":""}]',
      `[{"field":"email","value":"${'x'.repeat(201)}"}]`,
      JSON.stringify(Array.from({ length: 11 }, () => ({ field: 'email', value: 'a' }))),
      '[null]',
    ]) {
      const err = errorOf(() => parseFilters(raw, FIELDS));
      expect(err.status, raw.slice(0, 40)).toBe(400);
      expect(Object.keys(err.errors ?? {})).toEqual(['filtered']);
    }
  });
});
