/**
 * Registers the app-shell worker (web/public/sw.js) in production builds only: in development
 * Vite serves modules that must never be cached. The bundles this page loaded before the worker
 * took control are handed to it, so the very first visit is enough to open offline later.
 */
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin === location.origin);
      registration.active?.postMessage({ type: 'cache-assets', urls });
    })
    .catch(() => {
      // Without the worker the screen still works online; offline reloads are what is lost.
    });
}

/**
 * Whether this browser lets Firestore keep its IndexedDB cache (private windows and some
 * embedded browsers do not); without it the door loses offline check-in.
 */
export function probeLocalPersistence(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(false);
      return;
    }
    try {
      const request = indexedDB.open('aforo-persistence-probe');
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}
