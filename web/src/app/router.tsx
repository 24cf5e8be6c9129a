import { type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PLATFORM_PAGE_NAMES } from '../features/platform-pages/names';
import { earlyReadsDone } from '../lib/early-reads';
import { retriableLazy } from '../lib/retriable-lazy';
import { ACCOUNT_ACTION_PATH } from '../lib/session/url-credentials';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

// Every page is its own chunk: the landing never downloads the admin, the forms or the engine.
// A chunk that fails to load shows the load boundary's retry (components/load-boundary.tsx).

// The public pages' first render waits for their module (firstRouteWait below): it then renders
// at once, with no loader committed before it (lib/retriable-lazy.ts). Their modules were
// preloaded with the entry (app-start.js).
const landing = retriableLazy(() => import('../features/landing/routes/landing-page'));
const home = retriableLazy(() => import('../features/events/routes/home-page'));
const organizationEvents = retriableLazy(
  () => import('../features/organizations/routes/organization-events-page'),
);
const LandingPage = landing;
const HomePage = home;
const OrganizationEventsPage = organizationEvents;

/** How long the first render waits for the page's data once the module is there: then a loader. */
const FIRST_SCREEN_WAIT_MS = 8000;
/** How long the first render of an admin address waits for the admin's code: then a loader. */
const ADMIN_WAIT_MS = 1500;
/** `promise`, or undefined once `ms` have passed. */
const atMost = (promise: Promise<unknown> | undefined, ms: number): Promise<unknown> =>
  promise
    ? Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))])
    : Promise.resolve();
/** At most FIRST_SCREEN_WAIT_MS of `data`, the first screen's data asked for by index.html. */
const firstScreenData = (data: Promise<unknown> | undefined) => atMost(data, FIRST_SCREEN_WAIT_MS);

/**
 * What the first render waits for at this address. A page whose HTML already shows its first
 * screen (the share-preview function drew it into #root, functions/src/lib/first-screen.ts) also
 * waits for the data index.html asked for (event-prefetch.js), so it replaces that screen with
 * the page itself, not with a loader.
 */
function firstRouteWait(path: string): Promise<unknown> | null {
  // Opened at an admin address (a door reloading its list), the admin code loads while the
  // session is restored, not after it, and renders without a loader when it has come in time.
  if (/^\/(eventadmin|orgadmin)\//i.test(path)) {
    return atMost(
      AdminRoutes.preload().catch(() => undefined),
      ADMIN_WAIT_MS,
    );
  }
  const drawn = document.getElementById('aforo-first-screen') !== null;
  if (/^\/(landing|event)\//.test(path)) {
    return Promise.all([
      landing.preload(),
      drawn ? firstScreenData(window.__aforoEventPrefetch?.answer) : null,
    ]);
  }
  if (!drawn) return null;
  if (path === '/') return Promise.all([home.preload(), firstScreenData(earlyReadsDone())]);
  if (/^\/organization\/[^/]+\/events\/?$/.test(path)) {
    return Promise.all([organizationEvents.preload(), firstScreenData(earlyReadsDone())]);
  }
  return null;
}

const NotFoundPage = retriableLazy(() => import('../features/misc/routes/not-found-page'));
const ShortPathPage = retriableLazy(() => import('../features/landing/routes/short-path-page'));
const CustomPageById = retriableLazy(() => import('../features/landing/routes/custom-page-by-id'));
const QrRedirectPage = retriableLazy(
  () => import('../features/attendee-pages/routes/qr-redirect-page'),
);
const MyEventsPage = retriableLazy(
  () => import('../features/attendee-pages/routes/my-events-page'),
);
const EventEditPage = retriableLazy(
  () => import('../features/attendee-pages/routes/event-edit-page'),
);
const TicketsPage = retriableLazy(() => import('../features/attendee-pages/routes/tickets-page'));
const ProfilePage = retriableLazy(() => import('../features/attendee-pages/routes/profile-page'));
const TransitionPage = retriableLazy(() => import('../features/landing/routes/transition-page'));
const EventFinishedPage = retriableLazy(
  () => import('../features/landing/routes/event-finished-page'),
);
const PurchasePage = retriableLazy(() => import('../features/landing/routes/purchase-page'));
const AccountActionPage = retriableLazy(
  () => import('../features/auth/routes/account-action-page'),
);
const CreateEventPage = retriableLazy(() => import('./create-event-route'));
const PlatformPage = retriableLazy(() => import('../features/platform-pages/routes/platform-page'));
// The social zone and the meeting answer: reactfire and the full SDK load with them only.
const loadSocialRoutes = () => import('../features/networking/routes');
const SocialPage = retriableLazy<object>(() =>
  loadSocialRoutes().then((m) => ({ default: m.SocialRoute })),
);
const AcceptMeetingPage = retriableLazy<object>(() =>
  loadSocialRoutes().then((m) => ({ default: m.AcceptMeetingRoute })),
);
const DiagnosticsPage = retriableLazy(
  () => import('../features/platform-pages/routes/diagnostics-page'),
);
const OrganizationAdminPage = retriableLazy(() => import('./organization-admin-route'));
// The whole admin area, its route table included, is one lazily loaded module.
const AdminRoutes = retriableLazy(() => import('./admin-routes'));

const firstWait = firstRouteWait(window.location.pathname);

/** Settles when the first route's page can render without a loader (main.tsx renders then). */
export function firstRouteReady(): Promise<unknown> {
  return firstWait ?? Promise.resolve();
}

const signedIn = (element: ReactNode) => <RequireSession>{element}</RequireSession>;

/** Spec part 1 §2.1 (and part 3 §2.1): every top-level route with its guard. */
const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/landing/:eventId/*', element: <LandingPage /> },
  { path: '/event/:eventName/*', element: <LandingPage /> },
  { path: '/social/:eventId', element: <SocialPage /> },
  { path: '/notfound', element: <NotFoundPage /> },
  { path: '/page/:id', element: <CustomPageById /> },
  { path: '/my_events', element: signedIn(<MyEventsPage />) },
  { path: '/create-event/:user?', element: signedIn(<CreateEventPage />) },
  { path: '/profile/:id', element: signedIn(<ProfilePage />) },
  { path: '/organization/:id/events', element: <OrganizationEventsPage /> },
  // Public in part 1's table, login required in part 3 §2.1: an admin panel wants a session.
  { path: '/admin/organization/:id/*', element: signedIn(<OrganizationAdminPage />) },
  { path: '/purchase/:id', element: signedIn(<PurchasePage />) },
  { path: '/eventEdit/:id', element: signedIn(<EventEditPage />) },
  { path: '/tickets/:id', element: signedIn(<TicketsPage />) },
  ...PLATFORM_PAGE_NAMES.map((page) => ({
    path: `/${page}`,
    element: <PlatformPage page={page} />,
  })),
  { path: '/queryTesting', element: <DiagnosticsPage /> },
  { path: '/api/generatorQr/:id', element: <QrRedirectPage /> },
  { path: '/transition/:event', element: <TransitionPage /> },
  { path: '/eventfinished', element: <EventFinishedPage /> },
  {
    path: '/meetings/:event_id/acceptmeeting/:meeting_id/id_receiver/:id_receiver',
    // The receiver answers signed in (the mail's own links answer without a session).
    element: signedIn(<AcceptMeetingPage />),
  },
  { path: ACCOUNT_ACTION_PATH, element: <AccountActionPage /> },
  // An event's short address (chosen in its settings): ranked after every fixed path above, and
  // domain's RESERVED_SHORT_PATHS keeps their first segments from being chosen.
  { path: '/:shortPath', element: <ShortPathPage fallback={<NotFoundPage />} /> },
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <AppLayout />, children: publicRoutes },
      // Paths starting with eventadmin or orgadmin get the admin header and drawer instead.
      ...['/eventadmin/:event/*', '/orgadmin/:event/*'].map((path) => ({
        path,
        element: signedIn(<AdminRoutes />),
      })),
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first use: creating it matches the address against every route,
 * a piece of the app's start main.tsx runs in a task of its own (see there).
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
