import { describe, expect, it } from 'vitest';
import { paths } from './paths.js';
import {
  activityCheckinInput,
  activityCheckinRequestSchema,
  importBatchSchema,
  userProfileSchema,
} from './api.js';
import { errorsOf } from './entities/test-utils.js';
import { validateBody } from './entities/common.js';

describe('API request schemas', () => {
  it('takes the activity check-in attendee as user_id (spec) or attendee_id (domain)', async () => {
    const base = { activity_id: 'act1', checkedin_at: '2027-03-15 09:00:00' };
    for (const body of [
      { ...base, user_id: 'a1b2' },
      { ...base, attendee_id: 'a1b2' },
    ]) {
      const input = activityCheckinInput(await validateBody(activityCheckinRequestSchema, body));
      expect(input).toEqual({ ...base, attendee_id: 'a1b2' });
    }
    expect(await errorsOf(activityCheckinRequestSchema, base)).toContain(
      'El asistente es requerido',
    );
  });

  it('bounds a batched import to 500 rows, at least one', async () => {
    expect(await errorsOf(importBatchSchema, { rows: [] })).toHaveLength(1);
    expect(await errorsOf(importBatchSchema, { rows: Array(501).fill({}) })).toHaveLength(1);
    expect(await errorsOf(importBatchSchema, { rows: Array(500).fill({}) })).toEqual([]);
  });

  it('requires a name on a profile and an http(s) picture', async () => {
    expect(await errorsOf(userProfileSchema, { names: '', picture: 'ftp://x' })).toHaveLength(2);
  });

  it("takes a profile's language, kind of organization and interests, and refuses others", async () => {
    const ok = { names: 'Ana', language: 'pt', company_type: 'startup', interests: ['data'] };
    expect(await errorsOf(userProfileSchema, ok)).toEqual([]);
    expect(await errorsOf(userProfileSchema, { names: 'Ana', language: null })).toEqual([]);
    const bad = { names: 'Ana', language: 'fr', company_type: 'x', interests: Array(11).fill('a') };
    expect(await errorsOf(userProfileSchema, bad)).toHaveLength(3);
  });

  it('puts offers under their product', () => {
    expect(paths.offers('e1', 'p1')).toBe('events/e1/products/p1/offers');
  });
});
