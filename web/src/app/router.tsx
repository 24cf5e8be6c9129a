import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_SECTIONS, type SectionPath } from '../features/admin-shell/sections';
import type { MessageKey } from '../i18n/es';
import { EVENT_SHORTCUTS } from '../lib/config';
import { ACCOUNT_ACTION_PATH } from '../lib/session/url-credentials';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

// Every page is its own chunk: the landing never downloads the admin, the forms or the engine.
const HomePage = lazy(() => import('../features/events/routes/home-page'));
const LandingPage = lazy(() => import('../features/landing/routes/landing-page'));
const NotFoundPage = lazy(() => import('../features/misc/routes/not-found-page'));
const UnderConstructionPage = lazy(() => import('../features/misc/routes/under-construction-page'));
const QrRedirectPage = lazy(() => import('../features/attendee-pages/routes/qr-redirect-page'));
const MyEventsPage = lazy(() => import('../features/attendee-pages/routes/my-events-page'));
const EventEditPage = lazy(() => import('../features/attendee-pages/routes/event-edit-page'));
const TicketsPage = lazy(() => import('../features/attendee-pages/routes/tickets-page'));
const ProfilePage = lazy(() => import('../features/attendee-pages/routes/profile-page'));
const TransitionPage = lazy(() => import('../features/landing/routes/transition-page'));
const EventFinishedPage = lazy(() => import('../features/landing/routes/event-finished-page'));
const PurchasePage = lazy(() => import('../features/landing/routes/purchase-page'));
const AccountActionPage = lazy(() => import('../features/auth/routes/account-action-page'));
const AdminLayout = lazy(() => import('../features/admin-shell/routes/admin-layout'));
const SectionRoute = lazy(() => import('../features/admin-shell/routes/section-route'));
const AdminNoMatch = lazy(() => import('../features/admin-shell/routes/admin-no-match'));
const SpacesPage = lazy(() => import('../features/event-content/routes/spaces-page'));
const CheckinPage = lazy(() => import('../features/checkin/routes/checkin-page'));
const PasswordLookupPage = lazy(() => import('../features/attendees/routes/password-lookup-page'));
const ActivityPickerPage = lazy(() => import('../features/checkin/routes/activity-picker-page'));
const ActivityCheckinPage = lazy(() => import('../features/checkin/routes/activity-checkin-page'));
const AttendeeRolesPage = lazy(
  () => import('../features/event-content/routes/attendee-roles-page'),
);

const soon = (title: MessageKey) => <UnderConstructionPage title={title} />;
const signedIn = (element: ReactNode) => <RequireSession>{element}</RequireSession>;

/** The admin screens built so far; every other section shows its "en construcción" panel. */
const ADMIN_SCREENS: Partial<Record<SectionPath, ReactNode>> = {
  espacios: <SpacesPage />,
  'tipo-asistentes': <AttendeeRolesPage />,
  assistants: <CheckinPage />,
  'checkin/:id': <ActivityCheckinPage />,
  'checkin-actividad': <ActivityPickerPage />,
  adminUsers: <PasswordLookupPage />,
};

/** Spec part 1 §2.2: the root goes to agenda, each section and its sub-routes, then no-match. */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="agenda" replace /> },
  ...ADMIN_SECTIONS.flatMap((section): RouteObject[] => [
    {
      path: section.path,
      element: <SectionRoute path={section.path}>{ADMIN_SCREENS[section.path]}</SectionRoute>,
    },
    ...('subroutes' in section ? section.subroutes : []).map((sub) => ({
      path: `${section.path}/${sub}`,
      element: <SectionRoute path={section.path} />,
    })),
  ]),
  { path: '*', element: <AdminNoMatch /> },
];

/** Spec part 1 §2.1 (and part 3 §2.1): every top-level route with its guard. */
const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/landing/:eventId/*', element: <LandingPage /> },
  { path: '/event/:eventName/*', element: <LandingPage /> },
  { path: '/social/:eventId', element: soon('page.social') },
  ...EVENT_SHORTCUTS.map(({ path, eventId }) => ({
    path,
    element: <Navigate to={`/landing/${eventId}`} replace />,
  })),
  { path: '/notfound', element: <NotFoundPage /> },
  { path: '/page/:id', element: soon('page.generic') },
  { path: '/my_events', element: signedIn(<MyEventsPage />) },
  { path: '/create-event/:user?', element: signedIn(soon('page.createEvent')) },
  { path: '/profile/:id', element: signedIn(<ProfilePage />) },
  { path: '/organization/:id/events', element: soon('page.organization') },
  // Public in part 1's table, login required in part 3 §2.1: an admin panel wants a session.
  { path: '/admin/organization/:id', element: signedIn(soon('page.organizationAdmin')) },
  { path: '/purchase/:id', element: signedIn(<PurchasePage />) },
  { path: '/eventEdit/:id', element: signedIn(<EventEditPage />) },
  { path: '/tickets/:id', element: signedIn(<TicketsPage />) },
  { path: '/terms', element: soon('page.terms') },
  { path: '/privacy', element: soon('page.privacy') },
  { path: '/policies', element: soon('page.policies') },
  { path: '/about', element: soon('page.about') },
  { path: '/faqs', element: soon('page.faqs') },
  { path: '/queryTesting', element: soon('page.queryTesting') },
  { path: '/api/generatorQr/:id', element: <QrRedirectPage /> },
  { path: '/transition/:event', element: <TransitionPage /> },
  { path: '/eventfinished', element: <EventFinishedPage /> },
  {
    path: '/meetings/:event_id/acceptmeeting/:meeting_id/id_receiver/:id_receiver',
    element: soon('page.acceptMeeting'),
  },
  { path: ACCOUNT_ACTION_PATH, element: <AccountActionPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { element: <AppLayout />, children: publicRoutes },
      // Paths starting with eventadmin or orgadmin get the admin header and drawer instead.
      ...['/eventadmin/:event', '/orgadmin/:event'].map((path) => ({
        path,
        element: signedIn(<AdminLayout />),
        children: adminRoutes,
      })),
    ],
  },
]);
