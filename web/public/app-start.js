/* global document, location, requestAnimationFrame, setTimeout */
// Starts the app's module once the page has painted what its HTML already shows: a public
// page's first screen (functions/src/lib/first-screen.ts) is on screen before the app's
// JavaScript takes the main thread, even when that JavaScript arrived first (a fast connection).
// External and deferred: the Content-Security-Policy runs no inline script. vite.config.ts
// writes the entry's address in data-entry (startAfterFirstPaint) and, as a JSON data block, the
// chunks each kind of address needs first (preloadLandingChunks): they are asked for here, so
// they download with the entry instead of after it has run and the router has matched.
// A page with a first screen has no preloads in its head (they would share a slow phone's
// bandwidth with that first paint): data-preload lists them, asked for after the first frame.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var drawn = document.documentElement.hasAttribute('data-first-screen');
  var data = document.getElementById('aforo-route-preload');
  var lists = JSON.parse((data && data.textContent) || '{}');
  var path = location.pathname;
  var routeHrefs = /^\/(landing|event)\//.test(path)
    ? lists.landing
    : (lists.other || []).concat(
        path === '/'
          ? lists.home
          : /^\/organization\/[^/]+\/events\/?$/.test(path)
            ? lists.organization
            : [],
      );
  var seen = {};
  function preload(href) {
    if (!href || seen[href]) return;
    seen[href] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  // A few links a task: each starts a request, and thirty at once were one long task (tens of
  // milliseconds on a slow phone) right after the first screen's paint.
  var PER_TASK = 2;
  function preloadInTasks(hrefs) {
    hrefs.slice(0, PER_TASK).forEach(preload);
    if (hrefs.length > PER_TASK) setTimeout(preloadInTasks.bind(null, hrefs.slice(PER_TASK)), 0);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry's own imports (a page with a first screen: none in the head), then the entry.
    ((script && script.getAttribute('data-preload')) || '').split(' ').forEach(preload);
    import(entry);
    if (drawn) preloadInTasks(routeHrefs || []);
  }
  // Without a first screen nothing waits on the bandwidth: the route's chunks start now.
  if (!drawn) preloadInTasks(routeHrefs || []);
  // After the next frame; a hidden tab paints no frame, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
