import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { SessionModals } from '../features/auth/components/session-modals';

/** Above every route: the session dialogs need the router, so they live here, not in Providers. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <SessionModals />
      <ScrollRestoration />
    </>
  );
}
