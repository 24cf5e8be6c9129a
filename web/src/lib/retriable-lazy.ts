import { createElement, lazy, type FunctionComponent, type ReactNode } from 'react';

/** How to start again each lazy component whose import failed. */
const failed = new Set<() => void>();

/**
 * React.lazy keeps a failed import for good: the component throws the same error on every render.
 * This one is renewed by retryFailedLoads(), so the load boundary's "Reintentar"
 * (components/load-boundary.tsx) fetches the code again once the network is back. Renewing only
 * on request, never on the next render, keeps a render after a failure from starting another
 * fetch in a loop while offline.
 */
export function retriableLazy<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): FunctionComponent<P> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failed.add(renew);
      throw error;
    });
  let current = lazy(attempt);
  function renew() {
    current = lazy(attempt);
  }
  function Retriable(props: P) {
    return createElement(current, props);
  }
  return Retriable;
}

/** Lets every lazy component whose import failed try again on its next render. */
export function retryFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}
