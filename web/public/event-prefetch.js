/* global location, window, fetch */
// The landing's event is asked for while the app's JavaScript downloads, not after it has
// run (the title on a slow phone). Anonymous on purpose: the answer stands only
// for a visitor who turns out not to be signed in (lib/event/event-prefetch.ts).
(function () {
  // The home page's upcoming events: the same for everyone who asks (no session in the key),
  // so the early answer serves any visitor (lib/early-reads.ts; the address is the one
  // features/events/api/use-public-events.ts reads, early-reads.test.ts checks it).
  if (location.pathname === '/') {
    var path = '/api/eventsaftertoday?pageSize=100';
    var reads = {};
    reads[path] = fetch(path, { headers: { Accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      });
    window.__aforoEarlyReads = reads;
    return;
  }
  var match = /^\/landing\/([A-Za-z0-9_-]{1,128})(\/|$)/.exec(location.pathname);
  if (!match) return;
  var prefetch = { id: match[1] };
  prefetch.answer = fetch('/api/events/' + match[1], {
    headers: { Accept: 'application/json' },
  })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .catch(function () {
      return null;
    })
    .then(function (value) {
      // Kept as well as promised: the landing's first render reads it synchronously.
      prefetch.settled = { value: value };
      return value;
    });
  window.__aforoEventPrefetch = prefetch;
})();
