import { describe, expect, it } from 'vitest';
import { readUrlCredentials } from './url-credentials';

describe('readUrlCredentials', () => {
  it('takes a one-time token out of the address', () => {
    expect(readUrlCredentials('https://a.test/landing/e1?token=abc&x=1#top')).toEqual({
      credentials: { customToken: 'abc', emailLink: null },
      cleanUrl: '/landing/e1?x=1#top',
    });
  });

  it("reads a token 'undefined' as no token, and still removes it", () => {
    expect(readUrlCredentials('https://a.test/?token=undefined')).toEqual({
      credentials: { customToken: null, emailLink: null },
      cleanUrl: '/',
    });
  });

  it('keeps an e-mail sign-in link whole and cleans the address', () => {
    const link = 'https://a.test/landing/e1?mode=signIn&oobCode=C0DE&apiKey=k&lang=en';
    expect(readUrlCredentials(link)).toEqual({
      credentials: { customToken: null, emailLink: link },
      cleanUrl: '/landing/e1',
    });
  });

  it('follows a same-origin continueUrl from the account action page only', () => {
    const link =
      'https://a.test/account/action?mode=signIn&oobCode=C&apiKey=k&continueUrl=https%3A%2F%2Fa.test%2Flanding%2Fe1';
    expect(readUrlCredentials(link).cleanUrl).toBe('/landing/e1');
    const foreign =
      'https://a.test/account/action?mode=signIn&oobCode=C&apiKey=k&continueUrl=https%3A%2F%2Fevil.test%2F';
    expect(readUrlCredentials(foreign).cleanUrl).toBe('/');
  });

  it('leaves a password reset link for its page', () => {
    const link = 'https://a.test/account/action?mode=resetPassword&oobCode=C&apiKey=k';
    expect(readUrlCredentials(link)).toEqual({
      credentials: { customToken: null, emailLink: null },
      cleanUrl: '/account/action?mode=resetPassword&oobCode=C&apiKey=k',
    });
  });
});
