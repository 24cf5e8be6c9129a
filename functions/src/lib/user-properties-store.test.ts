import type { AttendeeField } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { fieldIdOf, keepFieldIds } from './user-properties-store';

const f = (name: string, _id?: string) =>
  ({ name, label: name, type: 'text', ...(_id ? { _id } : {}) }) as AttendeeField;

describe('attendee field ids', () => {
  it('addresses a field by its id, or by its name when it has none', () => {
    expect(fieldIdOf(f('email'))).toBe('email');
    expect(fieldIdOf(f('empresa', 'abc'))).toBe('abc');
  });

  it('gives validated fields back the ids of their namesakes', () => {
    const stored = [f('email'), f('empresa', 'id1'), f('cargo', 'id2')];
    const next = [f('email'), f('cargo'), f('nuevo')];
    expect(keepFieldIds(stored, next).map((x) => x._id)).toEqual([undefined, 'id2', undefined]);
  });
});
