import type { Attendee } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { chunks, recipientsOf, typedEmails } from './recipients';

const attendee = (id: string, email: string, rol: string, checked: boolean) =>
  ({
    _id: id,
    rol_id: rol,
    checkedin_at: checked ? '2027-03-15 09:00:00' : null,
    properties: { email, names: id },
  }) as unknown as Attendee;

const list = [
  attendee('a', 'Ana@example.com', 'ponente', true),
  attendee('b', 'bea@example.com', 'asistente', false),
  attendee('c', 'ana@example.com', 'ponente', false),
];

describe('recipients', () => {
  it('picks by role, by check-in, and each e-mail once', () => {
    expect(recipientsOf({ kind: 'role', rolId: 'ponente' }, list).map((r) => r.email)).toEqual([
      'ana@example.com',
    ]);
    expect(recipientsOf({ kind: 'checkedIn' }, list).map((r) => r.attendeeId)).toEqual(['a']);
    expect(recipientsOf({ kind: 'notCheckedIn' }, list).map((r) => r.attendeeId)).toEqual([
      'b',
      'c',
    ]);
    expect(recipientsOf({ kind: 'all' }, list)).toHaveLength(2);
  });

  it('reads typed e-mails and finds their attendees', () => {
    expect(typedEmails('x@a.co, y@a.co;\nX@a.co')).toEqual(['x@a.co', 'y@a.co']);
    expect(recipientsOf({ kind: 'emails', text: 'bea@example.com otro@x.co' }, list)).toEqual([
      { email: 'bea@example.com', attendeeId: 'b' },
      { email: 'otro@x.co', attendeeId: null },
    ]);
  });

  it('slices a list for the bounded endpoints', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
