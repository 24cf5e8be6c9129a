// First: takes one-time credentials out of the address bar before the router reads it.
import './lib/session/url-credentials';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { isLoadFailure } from './components/load-boundary';
import { appRouter, firstRouteReady } from './app/router';
import { appSystem } from './app/theme';

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
          <RouterProvider router={appRouter()} />
        </Providers>
      </StrictMode>,
    ),
  );
};
/** The rest of the current task first: what follows starts a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's start in tasks of its own, so that none holds a slow phone's main thread for the sum
// of the others: the modules' evaluation (this one), the router's creation, the Chakra system's
// construction, then the first render (in slices: a transition).
// A module that failed to load renders too: the page's lazy import then retries or shows its error.
void firstRouteReady()
  .catch(() => undefined)
  .then(nextTask)
  .then(() => {
    appRouter();
    return nextTask();
  })
  .then(() => {
    appSystem();
    return nextTask();
  })
  .then(render);
