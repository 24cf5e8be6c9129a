/* global self, caches, fetch, URL, Response, setTimeout, clearTimeout */
/*
 * The app shell for the door (ARCHITECTURE.md §5): once visited, the staff screens open with no
 * network. Data comes from Firestore's own IndexedDB cache; this worker only keeps index.html
 * and the hashed bundles under /assets/. Navigations go to the network first (a deploy shows up
 * at once) and fall back to the cached index.html; /assets/* never change under one name, so
 * they are served from the cache first.
 */
const CACHE = 'aforo-shell-v1';
const SHELL = '/index.html';
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the bundles it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url) =>
      typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'),
  );
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((url) =>
            cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined)),
          ),
        ),
      ),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function navigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) await cache.put(SHELL, response.clone());
    return response;
  } catch {
    const cached = await cache.match(SHELL);
    return cached || Response.error();
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});
