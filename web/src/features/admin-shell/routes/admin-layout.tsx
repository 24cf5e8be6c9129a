import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { LoadBoundary } from '../../../components/load-boundary';
import { PageLoader } from '../../../components/page-loader';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { canEnterAdmin } from '../../../lib/event/event-access';
import { locateEvent } from '../../../lib/event/event-locator';
import { useEventByLocator } from '../../../lib/event/use-event';
import { useSession } from '../../../lib/session/session-provider';
import { useTimedOut } from '../../../lib/use-timed-out';
import { useEventAccess } from '../api/use-event-access';
import { AdminFrame } from '../components/admin-frame';
import { NoAccessView, RolesErrorModal, TimeoutView } from '../components/shell-states';
import { underShellRoot, visibleMenu } from '../sections';

/** How long the event may take before the shell offers the timeout view. */
const EVENT_TIMEOUT_MS = 15_000;

/**
 * The event admin shell of spec part 1 §2.2, for /eventadmin/{event} and /orgadmin/{event}. The
 * route guard has already asked for a session; this resolves the event, then the user's roles.
 * One frame for every state, so the header is not rebuilt (and a click not lost) as they change.
 */
export default function AdminLayout() {
  const { event: eventParam } = useParams();
  // '/eventadmin/{event}' or '/orgadmin/{event}', as the visitor typed it.
  const { pathname } = useLocation();
  const shellRoot = pathname.split('/').slice(0, 3).join('/');
  const session = useSession();
  const locator = locateEvent({ event: eventParam });
  const state = useEventByLocator(locator);
  const timedOut = useTimedOut(state.status === 'loading', EVENT_TIMEOUT_MS);
  const event = state.status === 'loaded' ? state.event : null;
  const access = useEventAccess(
    event,
    session.user?.uid ?? null,
    locator?.by === 'id' ? locator.id : null,
  );
  const allowed = access.status === 'ready' && canEnterAdmin(access.access);

  let body: ReactNode;
  if (state.status !== 'loaded') {
    body =
      state.status === 'loading' && !timedOut ? (
        <PageLoader />
      ) : (
        <TimeoutView onRetry={state.retry} />
      );
  } else if (access.status === 'loading') {
    body = <PageLoader />;
  } else if (access.status === 'error') {
    body = <RolesErrorModal error={access.error} onRetry={access.retry} />;
  } else if (!allowed) {
    body = <NoAccessView eventId={state.event._id} />;
  } else {
    body = (
      <AdminEventProvider value={{ event: state.event, access: access.access }}>
        <LoadBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </LoadBoundary>
      </AdminEventProvider>
    );
  }
  return (
    <AdminFrame
      event={event}
      menu={
        event && access.status === 'ready' && allowed
          ? underShellRoot(visibleMenu(access.access, event), shellRoot)
          : null
      }
    >
      {body}
    </AdminFrame>
  );
}
