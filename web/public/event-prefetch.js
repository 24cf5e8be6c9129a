/* global location, window, fetch */
// The public pages' data is asked for while the app's JavaScript downloads, not after it has
// run (the title on a slow phone). Anonymous on purpose: the answers stand only for a visitor
// who turns out not to be signed in (lib/event/event-prefetch.ts), or are the same for everyone.
(function () {
  // The answers of the home page's and an organization's page's reads, by API path (lib/early-
  // reads.ts; the addresses are those the pages read, early-reads.test.ts checks them). Each is
  // kept as well as promised once it has come: the page's first render reads it synchronously,
  // so a page whose HTML already shows its first screen replaces it with the page, not a loader.
  var reads = {};
  var settled = {};
  function read(path) {
    reads[path] = fetch(path, { headers: { Accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      })
      .then(function (value) {
        if (value !== null) settled[path] = value;
        return value;
      });
    return reads[path];
  }
  function keep(all) {
    window.__aforoEarlyReads = reads;
    window.__aforoEarlySettled = settled;
    // Settles when every read of the page has: what the app's first render waits for.
    window.__aforoEarlyReadsDone = all;
  }
  // One after the other, as the pages ask: one API instance serves both (a second request in
  // parallel can start a second, cold one).
  if (location.pathname === '/') {
    keep(
      read('/api/eventsaftertoday?pageSize=100').then(function () {
        return read('/api/eventsbeforetoday?pageSize=24');
      }),
    );
    return;
  }
  var organization = /^\/organization\/([A-Za-z0-9_-]{1,128})\/events\/?$/.exec(location.pathname);
  if (organization) {
    var orgPath = '/api/organizations/' + organization[1];
    keep(
      read(orgPath).then(function () {
        return read(orgPath + '/events');
      }),
    );
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
