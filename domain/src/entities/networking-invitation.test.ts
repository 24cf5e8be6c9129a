import { describe, expect, it } from 'vitest';
import {
  invitationResponseSchema,
  isKeptAsSent,
  networkingInvitationSchema,
} from './networking-invitation.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('networking invitations', () => {
  it('validates a request and a response', async () => {
    expect(await errorsOf(networkingInvitationSchema, { id_user_requested: 'u2' })).toEqual([]);
    expect(await errorsOf(networkingInvitationSchema, { id_user_requested: 'a/b' })).not.toEqual(
      [],
    );
    expect(
      await errorsOf(networkingInvitationSchema, { id_user_requested: 'u2', message: ONE_MB }),
    ).not.toEqual([]);
    expect(await errorsOf(invitationResponseSchema, { response: 'declined' })).toEqual([]);
    expect(await errorsOf(invitationResponseSchema, { response: 'maybe' })).not.toEqual([]);
  });

  it('keeps unanswered and accepted invitations as sent', () => {
    expect(isKeptAsSent({ response: null })).toBe(true);
    expect(isKeptAsSent({ response: 'accepted' })).toBe(true);
    expect(isKeptAsSent({ response: 'declined' })).toBe(false);
  });
});
