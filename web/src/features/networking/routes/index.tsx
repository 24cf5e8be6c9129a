import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';

/*
 * The two routes of the social side, behind one small module: the app's entry (router.tsx)
 * imports only this, so the long dependency lists of the social pages (reactfire, the full
 * SDK) stay out of the landing's first JS.
 */
const Social = lazy(() => import('./social-page'));
const AcceptMeeting = lazy(() => import('./accept-meeting-page'));

export function SocialRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Social />
    </Suspense>
  );
}

export function AcceptMeetingRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AcceptMeeting />
    </Suspense>
  );
}
