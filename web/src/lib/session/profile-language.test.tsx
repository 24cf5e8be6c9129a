// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { sessionValue } from '../../testing/session';
import { ProfileLanguage } from './profile-language';
import type { SessionValue } from './session-provider';

const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('./session-provider', () => ({ useSession: () => session.current }));

const fetched: string[] = [];
function answerProfile(language: string | null, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ _id: 'u-ana', names: 'Ana', language }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

beforeEach(() => {
  session.current = sessionValue({ uid: 'u-ana' });
  fetched.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.lang = '';
});

const renderApp = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider features={{ es: {}, en: {}, pt: {} }}>
        <ProfileLanguage />
      </I18nProvider>
    </ChakraProvider>,
  );

describe('ProfileLanguage', () => {
  it('switches the app to the language saved in the signed-in account’s profile', async () => {
    answerProfile('pt');
    renderApp();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(fetched).toEqual(['/api/users/u-ana']);
  });

  it('reads the profile once per visit and account: a language picked later stays', async () => {
    answerProfile('en');
    renderApp();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    cleanup();
    renderApp();
    await waitFor(() => expect(document.documentElement.lang).not.toBe(''));
    expect(fetched).toHaveLength(1);
  });

  it('another account signing in on the same visit is read again', async () => {
    answerProfile('en');
    renderApp();
    await waitFor(() => expect(fetched).toHaveLength(1));
    cleanup();
    session.current = sessionValue({ uid: 'u-luis' });
    renderApp();
    await waitFor(() => expect(fetched).toEqual(['/api/users/u-ana', '/api/users/u-luis']));
  });

  it('a profile without a language leaves the app as it is', async () => {
    answerProfile(null);
    renderApp();
    await waitFor(() => expect(fetched).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('aforo.profileLanguage')).toBe('u-ana'));
    expect(document.documentElement.lang).toBe('es');
  });

  it('asks nothing for an anonymous visitor or while offline', async () => {
    answerProfile('en');
    session.current = sessionValue();
    renderApp();
    cleanup();
    session.current = sessionValue({ uid: 'u-ana' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    online.mockRestore();
    expect(fetched).toEqual([]);
  });

  it('a failed read changes nothing and is tried again on the next page', async () => {
    answerProfile('en', 500);
    renderApp();
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(sessionStorage.getItem('aforo.profileLanguage')).toBeNull();
    expect(document.documentElement.lang).toBe('es');
  });
});
