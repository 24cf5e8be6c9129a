/* global self, URL */
/*
 * The worker that shows the attendee's notices as system notifications
 * (web/src/lib/browser-notifications.ts registers it). Its own scope (/notifications-sw/), so it
 * never replaces the door's offline worker (sw.js, scope /) nor controls any page: it is only the
 * registration that showNotification needs. A click focuses the event's landing when a tab shows
 * it, else opens it; only pages of this origin are opened.
 */
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = wanted.origin === self.location.origin ? wanted.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.split('?')[0] === url.split('?')[0]);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
