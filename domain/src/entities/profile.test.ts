import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTERESTS,
  MATCH_WEIGHTS,
  interestOptions,
  matchScore,
  rankMatches,
  type MatchProfile,
} from './profile.js';

const person = (over: Partial<MatchProfile> = {}): MatchProfile => ({
  interests: [],
  company_type: null,
  rol_id: null,
  activities: [],
  ...over,
});

describe('matchScore', () => {
  it('gives nothing, and no reason, to someone with nothing in common', () => {
    expect(matchScore(person({ interests: ['data'] }), person({ interests: ['design'] }))).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it('counts each shared interest, ignoring case and spaces, and names them', () => {
    const result = matchScore(
      person({ interests: ['Data', 'marketing', 'health'] }),
      person({ interests: [' data ', 'marketing', 'design'] }),
    );
    expect(result.score).toBe(2 * MATCH_WEIGHTS.interest);
    expect(result.reasons).toEqual([{ kind: 'interests', shared: [' data ', 'marketing'] }]);
  });

  it('counts sessions in common once each, and the same kind of organization and role', () => {
    const result = matchScore(
      person({ activities: ['a1', 'a2', 'a3'], company_type: 'startup', rol_id: 'speaker' }),
      person({ activities: ['a2', 'a3', 'a3', 'a9'], company_type: 'startup', rol_id: 'speaker' }),
    );
    expect(result.reasons).toEqual([
      { kind: 'sessions', count: 2 },
      { kind: 'companyType', companyType: 'startup' },
      { kind: 'role', rolId: 'speaker' },
    ]);
    expect(result.score).toBe(
      2 * MATCH_WEIGHTS.session + MATCH_WEIGHTS.companyType + MATCH_WEIGHTS.role,
    );
  });

  it('does not match two people on an empty company type or role', () => {
    expect(matchScore(person(), person()).score).toBe(0);
  });
});

describe('rankMatches', () => {
  const me = person({ interests: ['data', 'health'], activities: ['a1'] });
  it('puts the most in common first, drops people with nothing in common, ties by name', () => {
    const ranked = rankMatches(
      me,
      [
        { names: 'Zoe', match: person({ activities: ['a1'] }) },
        { names: 'Ana', match: person({ interests: ['data', 'health'] }) },
        { names: 'Beto', match: person({ activities: ['a1'] }) },
        { names: 'Nadie', match: person({ interests: ['design'] }) },
      ],
      10,
    );
    expect(ranked.map((p) => p.names)).toEqual(['Ana', 'Beto', 'Zoe']);
    expect(ranked[0]?.reasons[0]).toEqual({ kind: 'interests', shared: ['data', 'health'] });
  });

  it('keeps at most max people', () => {
    const many = ['A', 'B', 'C'].map((names) => ({ names, match: person({ activities: ['a1'] }) }));
    expect(rankMatches(me, many, 2)).toHaveLength(2);
  });
});

describe('interestOptions', () => {
  it("offers the event's interests field options when it has them", () => {
    const event = {
      user_properties: [{ name: 'interests', options: [{ label: 'IA', value: 'IA' }] }],
    };
    expect(interestOptions(event)).toEqual({ list: 'event', options: ['IA'] });
  });

  it('falls back to the default list', () => {
    expect(interestOptions(null)).toEqual({ list: 'default', options: [...DEFAULT_INTERESTS] });
    expect(interestOptions({ user_properties: [] }).list).toBe('default');
  });
});
