import { Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from '../lib/notify';
import { retriableLazy } from '../lib/retriable-lazy';
import { LoadBoundary } from './load-boundary';

const ToasterView = retriableLazy(() => import('./toaster-view'));

/**
 * Where toasts show; their view and Chakra's toast machinery load with the first one (or earlier,
 * where a page calls prepareToasts). A view that cannot load shows nothing and is tried again with
 * the next toast: a toast must never take the page down with it.
 */
export function AppToaster() {
  const [asked, setAsked] = useState(0);
  useEffect(() => whenToastWanted(() => setAsked((n) => n + 1)), []);
  return asked > 0 ? (
    <LoadBoundary silent resetKey={asked}>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </LoadBoundary>
  ) : null;
}
