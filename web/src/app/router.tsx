import { useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PLATFORM_PAGE_NAMES } from '../features/platform-pages/names';
import { retriableLazy } from '../lib/retriable-lazy';
import { ACCOUNT_ACTION_PATH } from '../lib/session/url-credentials';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

// Every page is its own chunk: the landing never downloads the admin, the forms or the engine.
// A chunk that fails to load shows the load boundary's retry (components/load-boundary.tsx).
const HomePage = retriableLazy(() => import('../features/events/routes/home-page'));
// On a landing address the first render waits for the landing's module (index.html preloaded its
// file; see firstRouteReady): the page then renders at once, with no loader committed before it.
// A loader once painted holds the content back (React reveals a Suspense boundary's content no
// sooner than 300 ms after its fallback): on a slow phone that was a third of a second before
// the title.
let landingModule: ComponentType | null = null;
const loadLandingPage = () =>
  import('../features/landing/routes/landing-page').then((m) => {
    landingModule = m.default;
    return m;
  });
const LazyLandingPage = retriableLazy(loadLandingPage);
/** How long the first render waits for the event once the module is there: then a loader. */
const FIRST_SCREEN_WAIT_MS = 8000;
/**
 * A landing whose HTML already shows its first screen (the share-preview function put it in
 * #root, functions/src/lib/first-screen.ts): the first render also waits for the event that
 * index.html asked for, so it replaces that screen with the landing itself, not with a loader.
 */
function firstScreenEvent(): Promise<unknown> {
  const answer = window.__aforoEventPrefetch?.answer;
  if (!answer || !document.getElementById('aforo-first-screen')) return Promise.resolve();
  return Promise.race([
    answer,
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}
const landingFirst = /^\/(landing|event)\//.test(window.location.pathname)
  ? Promise.all([loadLandingPage(), firstScreenEvent()])
  : null;

/** Settles when the first route's page can render without a loader (main.tsx renders then). */
export function firstRouteReady(): Promise<unknown> {
  return landingFirst ?? Promise.resolve();
}

function LandingPage() {
  // Chosen once per mount: switching component types later would remount the page.
  const [Page] = useState(() => landingModule ?? LazyLandingPage);
  return <Page />;
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
const OrganizationEventsPage = retriableLazy(
  () => import('../features/organizations/routes/organization-events-page'),
);
const OrganizationAdminPage = retriableLazy(() => import('./organization-admin-route'));
// The whole admin area, its route table included, is one lazily loaded module.
const loadAdminRoutes = () => import('./admin-routes');
const AdminRoutes = retriableLazy(loadAdminRoutes);
// Opened at an admin address (a door reloading its list), the admin code loads while the session
// is restored, not after it.
if (/^\/(eventadmin|orgadmin)\//i.test(window.location.pathname)) void loadAdminRoutes();

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
