/* global document, location */
// The chunks the current address needs first start downloading with the entry: the
// lists are written into index.html at build time (vite.config.ts, preloadLandingChunks) as a
// JSON data block, since the Content-Security-Policy runs no inline script.
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
  (hrefs || []).forEach(function (href) {
    if (!href || seen[href]) return;
    seen[href] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
