/* global document, location, requestAnimationFrame, setTimeout */
// The chunks the current address needs first start downloading with the entry: the
// lists are written into index.html at build time (vite.config.ts, preloadLandingChunks) as a
// JSON data block, since the Content-Security-Policy runs no inline script. A page whose HTML
// shows its first screen (data-first-screen, functions/src/lib/first-screen.ts) asks for them
// after that screen has painted, as app-start.js does for the entry.
(function () {
  var data = document.getElementById('aforo-route-preload');
  if (!data) return;
  var lists = JSON.parse(data.textContent || '{}');
  var path = location.pathname;
  var hrefs = /^\/(landing|event)\//.test(path)
    ? lists.landing
    : (lists.other || []).concat(
        path === '/'
          ? lists.home
          : /^\/organization\/[^/]+\/events\/?$/.test(path)
            ? lists.organization
            : [],
      );
  var seen = {};
  var done = false;
  function preload() {
    if (done) return;
    done = true;
    (hrefs || []).forEach(function (href) {
      if (!href || seen[href]) return;
      seen[href] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  if (!document.documentElement.hasAttribute('data-first-screen')) {
    preload();
    return;
  }
  requestAnimationFrame(function () {
    setTimeout(preload, 0);
  });
  setTimeout(preload, 100);
})();
