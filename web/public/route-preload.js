/* global document, location */
// The chunks the current address needs first start downloading with the entry: the
// lists are written into index.html at build time (vite.config.ts, preloadLandingChunks) as a
// JSON data block, since the Content-Security-Policy runs no inline script.
(function () {
  var data = document.getElementById('aforo-route-preload');
  if (!data) return;
  var lists = JSON.parse(data.textContent || '{}');
  var hrefs = /^\/(landing|event)\//.test(location.pathname) ? lists.landing : lists.other;
  (hrefs || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
