import { createElement, lazy, useState, type FunctionComponent, type ReactNode } from 'react';

/** How to start again each lazy component whose import failed. */
const failed = new Set<() => void>();

/** A lazily loaded component that can be asked to load before it renders. */
export type RetriableLazy<P> = FunctionComponent<P> & {
  /** Starts loading the module now (once); a mount after it has come renders at once. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy keeps a failed import for good: the component throws the same error on every render.
 * This one is renewed by retryFailedLoads(), so the load boundary's "Reintentar"
 * (components/load-boundary.tsx) fetches the code again once the network is back. Renewing only
 * on request, never on the next render, keeps a render after a failure from starting another
 * fetch in a loop while offline.
 *
 * A component whose module has already come (preload(), or an earlier mount) renders it at once
 * instead of through React.lazy, which suspends on its first render however fast the module
 * is: a Suspense fallback once shown holds the content back (React reveals it no sooner than
 * 300 ms after the fallback), a third of a second of a door's reload or a landing's title.
 */
export function retriableLazy<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): RetriableLazy<P> {
  let loaded: ((props: P) => ReactNode) | null = null;
  let pending: Promise<{ default: (props: P) => ReactNode }> | null = null;
  const attempt = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        failed.add(renew);
        throw error;
      },
    );
    return pending;
  };
  let current = lazy(attempt);
  function renew() {
    current = lazy(attempt);
  }
  function Retriable(props: P) {
    // Chosen once per mount: switching between the two later would remount the page. After a
    // failed load the load boundary remounts its children, which then take the renewed lazy.
    const [Component] = useState<FunctionComponent<P>>(() => loaded ?? current);
    return createElement(Component, props);
  }
  return Object.assign(Retriable, { preload: attempt });
}

/** Lets every lazy component whose import failed try again on its next render. */
export function retryFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}
