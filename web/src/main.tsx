// First: takes one-time credentials out of the address bar before the router reads it.
import './lib/session/url-credentials';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { isLoadFailure } from './components/load-boundary';
import { firstRouteReady, router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render as a transition: React renders it in slices of a few milliseconds, so a
// slow phone's main thread is not held for the whole page at once (the first input answers
// sooner). A landing's first screen (in #root from the HTML) stays until the render commits.
const render = () => {
  const root = createRoot(container, {
    // A chunk that could not be fetched is shown as a retry by its LoadBoundary: a warning, not an
    // app error. Anything else a boundary caught is still reported as an error.
    onCaughtError: (error, info) => {
      const report = isLoadFailure(error) ? console.warn : console.error;
      report(error, info.componentStack);
    },
  });
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
};
// A module that failed to load renders too: the page's lazy import then retries or shows its error.
void firstRouteReady().then(render, render);
