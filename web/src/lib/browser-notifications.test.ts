// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserNotificationsState,
  disableBrowserNotifications,
  enableBrowserNotifications,
  useSystemNotifications,
  type SystemNotice,
} from './browser-notifications';

const showNotification = vi.fn(() => Promise.resolve());
const register = vi.fn(() => Promise.resolve({ active: {}, showNotification }));
let permission: NotificationPermission = 'default';
let hidden = true;

beforeEach(() => {
  permission = 'default';
  hidden = true;
  localStorage.clear();
  showNotification.mockClear();
  register.mockClear();
  // A getter: the permission the browser reports changes within a test.
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: () => Promise.resolve(permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});
afterEach(() => vi.unstubAllGlobals());

const notice = (id: string): SystemNotice => ({
  id,
  title: `Aviso ${id}`,
  body: 'La plenaria empieza',
  url: '/landing/evt-1',
});

describe('browser notifications', () => {
  it('are on only once granted and chosen in this browser, and can be turned off', async () => {
    expect(browserNotificationsState()).toBe('off');
    permission = 'denied';
    expect(await enableBrowserNotifications()).toBe('denied');
    permission = 'granted';
    expect(await enableBrowserNotifications()).toBe('on');
    expect(register).toHaveBeenCalledWith('/notifications-sw.js', { scope: '/notifications-sw/' });
    expect(browserNotificationsState()).toBe('on');
    expect(disableBrowserNotifications()).toBe('off');
  });

  it('shows only notices that arrive later, while the page is hidden, when opted in', async () => {
    permission = 'granted';
    await enableBrowserNotifications();
    const { rerender } = renderHook(({ list }) => useSystemNotifications(list), {
      initialProps: { list: [notice('a')] as SystemNotice[] | null },
    });
    // 'a' was already there: not new.
    rerender({ list: [notice('a'), notice('b')] });
    await vi.waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Aviso b', {
      body: 'La plenaria empieza',
      tag: 'b',
      data: { url: '/landing/evt-1' },
    });
    // Visible page: the bell shows it, no system notification.
    hidden = false;
    rerender({ list: [notice('a'), notice('b'), notice('c')] });
    // Opted out: nothing either.
    hidden = true;
    disableBrowserNotifications();
    rerender({ list: [notice('a'), notice('b'), notice('c'), notice('d')] });
    // Showing starts synchronously with register(): once for the opt-in, once for 'b', no more.
    expect(register).toHaveBeenCalledTimes(2);
    expect(showNotification).toHaveBeenCalledTimes(1);
  });
});
