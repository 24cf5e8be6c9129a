import { describe, expect, it } from 'vitest';
import { audienceOf, hasAudience, typedEmails } from './recipients';

describe('recipients', () => {
  it('reads typed e-mails: split on commas, semicolons and lines, lower-cased, each once', () => {
    expect(typedEmails(' Ana@Example.com, luis@example.com;\nana@example.com  ')).toEqual([
      'ana@example.com',
      'luis@example.com',
    ]);
    expect(typedEmails('  ')).toEqual([]);
  });

  it('turns the select into the audience the API counts and sends to', () => {
    expect(audienceOf('all', '')).toEqual({ kind: 'all' });
    expect(audienceOf('role:rol-1', '')).toEqual({ kind: 'role', rol_id: 'rol-1' });
    expect(audienceOf('checkedIn', '')).toEqual({ kind: 'checkedIn' });
    expect(audienceOf('notCheckedIn', '')).toEqual({ kind: 'notCheckedIn' });
    expect(audienceOf('emails', 'a@b.co, A@b.co')).toEqual({ kind: 'emails', emails: ['a@b.co'] });
  });

  it('asks nothing for typed addresses until there is one', () => {
    expect(hasAudience(audienceOf('emails', ''))).toBe(false);
    expect(hasAudience(audienceOf('emails', 'a@b.co'))).toBe(true);
    expect(hasAudience(audienceOf('all', ''))).toBe(true);
  });
});
