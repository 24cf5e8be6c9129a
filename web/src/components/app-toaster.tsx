import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from '../lib/notify';

const ToasterView = lazy(() => import('./toaster-view'));

/** Where toasts show; their view and Chakra's toast machinery load with the first one. */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
