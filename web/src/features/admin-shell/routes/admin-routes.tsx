import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_SECTIONS, type SectionPath } from '../sections';
import AdminLayout from './admin-layout';
import AdminNoMatch from './admin-no-match';
import SectionRoute from './section-route';

const SpacesPage = lazy(() => import('../../event-content/routes/spaces-page'));
const loadCheckinPage = () => import('../../checkin/routes/checkin-page');
const CheckinPage = lazy(loadCheckinPage);
// A door opened at its list fetches the list's code now, with the event and the roles, rather
// than once they are known (the shell renders the section only then).
if (/^\/(eventadmin|orgadmin)\/[^/]+\/assistants\/?$/i.test(window.location.pathname)) {
  void loadCheckinPage();
}
const PasswordLookupPage = lazy(() => import('../../attendees/routes/password-lookup-page'));
const ActivityPickerPage = lazy(() => import('../../checkin/routes/activity-picker-page'));
const ActivityCheckinPage = lazy(() => import('../../checkin/routes/activity-checkin-page'));
const AttendeeRolesPage = lazy(() => import('../../event-content/routes/attendee-roles-page'));
const TicketsEventPage = lazy(() => import('../../event-setup/routes/tickets-event-page'));
const TicketDesignPage = lazy(() => import('../../event-setup/routes/ticket-design-page'));
const StaffPage = lazy(() => import('../../event-setup/routes/staff-page'));
const PagesPage = lazy(() => import('../../event-setup/routes/pages-page'));
const ConfigurationAppPage = lazy(() => import('../../event-setup/routes/configuration-app-page'));
const NotificationsPage = lazy(() => import('../../event-setup/routes/notifications-page'));
const FalqsPage = lazy(() => import('../../event-setup/routes/falqs-page'));

/** The admin screens built so far; every other section shows its "en construcción" panel. */
const ADMIN_SCREENS: Partial<Record<SectionPath, ReactNode>> = {
  espacios: <SpacesPage />,
  'tipo-asistentes': <AttendeeRolesPage />,
  assistants: <CheckinPage />,
  'checkin/:id': <ActivityCheckinPage />,
  'checkin-actividad': <ActivityPickerPage />,
  adminUsers: <PasswordLookupPage />,
  ticketsEvent: <TicketsEventPage />,
  ticket: <TicketDesignPage />,
  staff: <StaffPage />,
  pages: <PagesPage />,
  configurationApp: <ConfigurationAppPage />,
  notifications: <NotificationsPage />,
  falqs: <FalqsPage />,
};

/**
 * Spec part 1 §2.2 under /eventadmin/{event} and /orgadmin/{event}: the root goes to agenda, each
 * section and its sub-routes, then no-match. The table lives in this lazily loaded module (the
 * app router only mounts it at `/eventadmin/:event/*`) so the landing's first bundle carries no
 * admin menu, section table or screen.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="agenda" replace />} />
        {ADMIN_SECTIONS.flatMap((section) => [
          <Route
            key={section.path}
            path={section.path}
            element={<SectionRoute path={section.path}>{ADMIN_SCREENS[section.path]}</SectionRoute>}
          />,
          ...('subroutes' in section ? section.subroutes : []).map((sub) => (
            <Route
              key={`${section.path}/${sub}`}
              path={`${section.path}/${sub}`}
              element={<SectionRoute path={section.path} />}
            />
          )),
        ])}
        <Route path="*" element={<AdminNoMatch />} />
      </Route>
    </Routes>
  );
}
