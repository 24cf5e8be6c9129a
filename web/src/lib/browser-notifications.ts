import { useEffect, useRef, useState } from 'react';

/**
 * System notifications for the attendee's in-app notices ("web push where
 * the browser allows"). The attendee opts in per browser (localStorage); while the page is hidden, a
 * notice that arrives through the live Firestore listener is shown through a service worker
 * registration (public/notifications-sw.js, which focuses or opens the event's landing on click).
 * No push service is involved: a notice reaches the browser only while the app is open in some
 * tab. Real push (closed tabs) needs VAPID keys, PushManager.subscribe, stored subscriptions and
 * a sender in the functions (see the #19 report).
 */
const STORAGE_KEY = 'aforo.browserNotifications';
const WORKER_URL = '/notifications-sw.js';
/** Its own scope: the door's offline worker owns '/', and this one must not replace it. */
export const NOTIFICATIONS_SCOPE = '/notifications-sw/';

export type BrowserNotificationsState = 'unsupported' | 'off' | 'on' | 'denied';

export function browserNotificationsState(): BrowserNotificationsState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused: the choice cannot be kept, so it is off.
  }
  return stored === 'on' && Notification.permission === 'granted' ? 'on' : 'off';
}

function store(value: 'on' | 'off') {
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused: nothing to keep.
  }
}

/** The notifications worker's registration, active (showNotification needs an active worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER_URL, {
    scope: NOTIFICATIONS_SCOPE,
  });
  if (registration.active) return registration;
  const worker = registration.installing ?? registration.waiting;
  if (worker) {
    await new Promise<void>((resolve) => {
      const settle = () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve();
      };
      worker.addEventListener('statechange', settle);
      settle();
    });
  }
  return registration;
}

/** Asks the browser's permission (from a click) and, when granted, turns them on here. */
export async function enableBrowserNotifications(): Promise<BrowserNotificationsState> {
  if (browserNotificationsState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  store('on');
  await activeRegistration();
  return 'on';
}

export function disableBrowserNotifications(): BrowserNotificationsState {
  store('off');
  return browserNotificationsState();
}

export interface SystemNotice {
  id: string;
  title: string;
  body: string;
  /** The page a click opens (same origin). */
  url: string;
}

export async function showSystemNotification(notice: SystemNotice): Promise<void> {
  const registration = await activeRegistration();
  // The tag makes a notice shown twice (two tabs) one notification.
  await registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.id,
    data: { url: notice.url },
  });
}

/** The opt-in state, with the actions that change it. */
export function useBrowserNotifications() {
  const [state, setState] = useState(browserNotificationsState);
  return {
    state,
    enable: () => void enableBrowserNotifications().then(setState, () => setState('off')),
    disable: () => setState(disableBrowserNotifications()),
  };
}

/**
 * Shows as system notifications the notices that arrive while the page is hidden, when this
 * browser opted in. The notices on screen when the list first loads are not new: only later ones.
 */
export function useSystemNotifications(notices: readonly SystemNotice[] | null): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (notices === null) return;
    if (seen.current === null) {
      seen.current = new Set(notices.map((n) => n.id));
      return;
    }
    const fresh = notices.filter((n) => !seen.current?.has(n.id));
    for (const notice of fresh) seen.current.add(notice.id);
    if (fresh.length === 0 || document.visibilityState !== 'hidden') return;
    if (browserNotificationsState() !== 'on') return;
    for (const notice of fresh) void showSystemNotification(notice).catch(() => undefined);
  }, [notices]);
}
