/* global document, requestAnimationFrame, setTimeout */
// Starts the app's module (preloaded from index.html, so it downloads as before) once the page
// has painted what its HTML already shows: a landing's first screen
// (functions/src/lib/first-screen.ts) is on screen before the app's JavaScript takes the main
// thread, even when that JavaScript arrived first (a fast connection). External and deferred:
// the Content-Security-Policy runs no inline script; vite.config.ts (startAfterFirstPaint)
// writes the entry's address in data-entry. A page with a first screen has no preloads in its
// head (they would share a slow phone's bandwidth with that first paint): data-preload lists
// them, and they are asked for here, after the first frame, with the entry.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = ((script && script.getAttribute('data-preload')) || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // After the next frame; a hidden tab paints no frame, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();
