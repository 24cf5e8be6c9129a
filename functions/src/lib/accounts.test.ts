import { PASSWORD_PATTERN } from '@aforo/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { CREATED_FOR_CLAIM, chunks, isUnclaimedAccountOf, temporaryPassword } from './accounts';

const account = (claims: Record<string, unknown> | undefined, lastSignInTime?: string) =>
  ({ customClaims: claims, metadata: { lastSignInTime } }) as unknown as UserRecord;

describe('accounts', () => {
  it('splits lists into chunks of a size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 30)).toEqual([]);
  });

  it('makes temporary passwords the registration pattern accepts', () => {
    for (let i = 0; i < 50; i += 1) expect(temporaryPassword()).toMatch(PASSWORD_PATTERN);
  });

  it('calls an account unclaimed only when made for that scope and never used', () => {
    const scope = 'events/e1';
    expect(isUnclaimedAccountOf(account({ [CREATED_FOR_CLAIM]: scope }), scope)).toBe(true);
    expect(isUnclaimedAccountOf(account({ [CREATED_FOR_CLAIM]: 'events/e2' }), scope)).toBe(false);
    expect(isUnclaimedAccountOf(account(undefined), scope)).toBe(false);
    expect(
      isUnclaimedAccountOf(account({ [CREATED_FOR_CLAIM]: scope }, 'Sat, 21 Nov 2026'), scope),
    ).toBe(false);
  });
});
