import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { LoadBoundary } from '../components/load-boundary';
import { PageLoader } from '../components/page-loader';
import { SessionModals } from '../features/auth/components/session-modals';

/** Above every route: the session dialogs need the router, so they live here, not in Providers. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <LoadBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </LoadBoundary>
      <LoadBoundary resetKey={pathname}>
        <SessionModals />
      </LoadBoundary>
      <ScrollRestoration />
    </>
  );
}
