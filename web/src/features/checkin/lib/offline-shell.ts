import { notifyWithAction } from '../../../lib/notify';

/** The strings of the update prompt, in the language on screen. */
export interface UpdatePromptText {
  available: string;
  reload: string;
}

/** The cache of the hand-written worker this one replaced (web/public/sw.js, 'aforo-shell-v1'). */
const LEGACY_CACHE = 'aforo-shell-v1';

let registered = false;
let promptText: UpdatePromptText = { available: '', reload: '' };

/**
 * Registers the app-shell worker that vite-plugin-pwa builds (Workbox: every file of the build
 * precached, navigations answered with app.html), in production builds only: the dev server
 * serves modules that must never be cached, so it is not offline-capable. The registration code
 * (workbox-window) is imported here, by the door, never by the landing's entry chunk.
 *
 * When a new build has been deployed, its worker waits; a toast that stays until answered says
 * so, and Reload activates the new worker and reloads the page onto the new build.
 */
export function registerOfflineShell(text: UpdatePromptText): void {
  // Called again when the language changes: only the prompt's words change then.
  promptText = text;
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh() {
          notifyWithAction('app-update', promptText.available, {
            label: promptText.reload,
            onClick: () => {
              // workbox-window reloads on its 'controlling' event only for the worker it
              // registered itself; one found later by the browser's own update check counts as
              // external. Reload on the controller change either way.
              navigator.serviceWorker.addEventListener(
                'controllerchange',
                () => window.location.reload(),
                { once: true },
              );
              void update(true);
            },
          });
        },
      });
    })
    .catch(() => {
      // Without the worker the screen still works online; offline reloads are what is lost.
    });
  if ('caches' in globalThis) void caches.delete(LEGACY_CACHE).catch(() => undefined);
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
