import { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MoreMessages } from '../i18n/more-messages';
import { retriableLazy } from '../lib/retriable-lazy';
import { adminFeatureMessages } from './admin-messages';
import { ADMIN_SECTIONS, type SectionPath } from '../features/admin-shell/sections';
import AdminLayout from '../features/admin-shell/routes/admin-layout';
import AdminNoMatch from '../features/admin-shell/routes/admin-no-match';
import FirstSection from '../features/admin-shell/routes/first-section';
import SectionRoute from '../features/admin-shell/routes/section-route';
import { sectionRoutes } from './section-routes';

const SpacesPage = retriableLazy(() => import('../features/event-content/routes/spaces-page'));
const CheckinPage = retriableLazy(() => import('../features/checkin/routes/checkin-page'));
// A door opened at its list fetches the list's code now, with the event and the roles, rather
// than once they are known (the shell renders the section only then, at once: the code is here).
if (/^\/(eventadmin|orgadmin)\/[^/]+\/assistants\/?$/i.test(window.location.pathname)) {
  void CheckinPage.preload().catch(() => undefined);
}
const PasswordLookupPage = retriableLazy(
  () => import('../features/attendees/routes/password-lookup-page'),
);
const ActivityPickerPage = retriableLazy(
  () => import('../features/checkin/routes/activity-picker-page'),
);
const ActivityCheckinPage = retriableLazy(
  () => import('../features/checkin/routes/activity-checkin-page'),
);
const AttendeeRolesPage = retriableLazy(
  () => import('../features/event-content/routes/attendee-roles-page'),
);
const MainPage = retriableLazy(() => import('../features/event-settings/routes/main-page'));
const StylesPage = retriableLazy(() => import('../features/event-settings/routes/styles-page'));
const FieldsPage = retriableLazy(() => import('../features/event-setup/routes/fields-page'));
const RegistrationMessagePage = retriableLazy(
  () => import('../features/event-setup/routes/registration-message-page'),
);
const MenuSectionsPage = retriableLazy(
  () => import('../features/event-setup/routes/menu-sections-page'),
);
const VideosPage = retriableLazy(() => import('../features/event-setup/routes/videos-page'));
const PartnersPage = retriableLazy(() => import('../features/event-setup/routes/partners-page'));
const TicketsEventPage = retriableLazy(
  () => import('../features/event-setup/routes/tickets-event-page'),
);
const TicketDesignPage = retriableLazy(
  () => import('../features/event-setup/routes/ticket-design-page'),
);
const StaffPage = retriableLazy(() => import('../features/event-setup/routes/staff-page'));
const PagesPage = retriableLazy(() => import('../features/event-setup/routes/pages-page'));
const ConfigurationAppPage = retriableLazy(
  () => import('../features/event-setup/routes/configuration-app-page'),
);
const NotificationsPage = retriableLazy(
  () => import('../features/event-setup/routes/notifications-page'),
);
const FalqsPage = retriableLazy(() => import('../features/event-setup/routes/falqs-page'));
const DocumentsPage = retriableLazy(() => import('../features/documents/routes/documents-page'));
const DocumentsUploadPage = retriableLazy(() => import('../features/documents/routes/upload-page'));
const DocumentPermissionPage = retriableLazy(
  () => import('../features/documents/routes/permission-page'),
);
const CompaniesPages = retriableLazy(() => import('../features/companies/routes/companies-pages'));
const CompaniesConfigurationPage = retriableLazy(
  () => import('../features/companies/routes/companies-configuration-page'),
);
const ProductsPages = retriableLazy(() => import('../features/products/routes/products-pages'));
const BiddingConfigPage = retriableLazy(
  () => import('../features/products/routes/bidding-config-page'),
);
const ProductOffersPage = retriableLazy(
  () => import('../features/products/routes/product-offers-page'),
);
const NewsPages = retriableLazy(() => import('../features/news-wall/routes/news-pages'));
const WallPage = retriableLazy(() => import('../features/news-wall/routes/wall-page'));
const CertificatesPage = retriableLazy(
  () => import('../features/certificates/routes/certificates-page'),
);
const CertificateReportPage = retriableLazy(
  () => import('../features/certificates/routes/certificate-report-page'),
);
const BadgePage = retriableLazy(() => import('../features/certificates/routes/badge-page'));
const SurveysPage = retriableLazy(() => import('../features/surveys/routes/surveys-page'));
const SurveyFormPage = retriableLazy(() => import('../features/surveys/routes/survey-form-page'));
const SurveyReportPage = retriableLazy(() => import('../features/surveys/routes/report-page'));
const QuestionReportPage = retriableLazy(
  () => import('../features/surveys/routes/question-report-page'),
);
const SurveyRankingPage = retriableLazy(() => import('../features/surveys/routes/ranking-page'));
const ChatExportPage = retriableLazy(() => import('../features/chat/routes/chat-export-page'));
const ImportPage = retriableLazy(() => import('../features/guest-import/routes/import-page'));
const InvitadosPage = retriableLazy(
  () => import('../features/communications/routes/invitados-page'),
);
const MessagesPage = retriableLazy(() => import('../features/communications/routes/messages-page'));
const AgendaPages = retriableLazy(() => import('../features/agenda/routes/agenda-pages'));
const CategoriesPages = retriableLazy<object>(() =>
  import('../features/agenda/routes/agenda-pages').then((m) => ({ default: m.CategoriesPages })),
);
const TypesPages = retriableLazy<object>(() =>
  import('../features/agenda/routes/agenda-pages').then((m) => ({ default: m.TypesPages })),
);
const LanguagePage = retriableLazy(() => import('../features/agenda/routes/language-page'));
const SpeakersPage = retriableLazy(() => import('../features/agenda/routes/speakers-page'));
const ConferencePage = retriableLazy(() => import('../features/agenda/routes/conference-page'));
const DashboardPage = retriableLazy(() => import('../features/dashboard/routes/dashboard-page'));
const OrdersPage = retriableLazy(() => import('../features/dashboard/routes/orders-page'));
const ReportNetworkingPage = retriableLazy(
  () => import('../features/dashboard/routes/report-networking-page'),
);
const NotificationsAppPage = retriableLazy(
  () => import('../features/communications/routes/notifications-app-page'),
);

/** A section, or one of its sub-routes ('empresas/crear', as sections.ts lists them). */
type ScreenPath = SectionPath | `${SectionPath}/${string}`;

/**
 * Every admin screen, by section path or by a section's sub-route (a path without one says so
 * inside the shell: AdminNoMatch). `{section}/*` is a resource in page mode (ResourceRoutes),
 * which routes the section's list, create and edit pages itself; the section's other sub-routes
 * keep their own screens.
 */
const ADMIN_SCREENS: Partial<Record<ScreenPath, ReactNode>> = {
  espacios: <SpacesPage />,
  main: <MainPage />,
  styles: <StylesPage />,
  'tipo-asistentes': <AttendeeRolesPage />,
  assistants: <CheckinPage />,
  chatexport: <ChatExportPage />,
  'checkin/:id': <ActivityCheckinPage />,
  'checkin-actividad': <ActivityPickerPage />,
  adminUsers: <PasswordLookupPage />,
  datos: <FieldsPage />,
  'confirmacion-registro': <RegistrationMessagePage />,
  menuLanding: <MenuSectionsPage />,
  'menuLanding/videos': <VideosPage />,
  'menuLanding/partners': <PartnersPage />,
  ticketsEvent: <TicketsEventPage />,
  ticket: <TicketDesignPage />,
  staff: <StaffPage />,
  pages: <PagesPage />,
  configurationApp: <ConfigurationAppPage />,
  notifications: <NotificationsPage />,
  falqs: <FalqsPage />,
  // The content menu's FAQs and the main admin's falqs edit the same list (the event's faqs).
  faqs: <FalqsPage />,
  documents: <DocumentsPage />,
  'documents/upload': <DocumentsUploadPage />,
  'documents/permission': <DocumentPermissionPage />,
  'empresas/*': <CompaniesPages />,
  'empresas/configuration': <CompaniesConfigurationPage />,
  'product/*': <ProductsPages />,
  'product/configuration': <BiddingConfigPage />,
  'product/:id/oferts': <ProductOffersPage />,
  'news/*': <NewsPages />,
  wall: <WallPage />,
  certificados: <CertificatesPage />,
  'reporte-certificados': <CertificateReportPage />,
  badge: <BadgePage />,
  trivia: <SurveysPage />,
  'trivia/encuesta': <SurveyFormPage />,
  'trivia/report': <SurveyReportPage />,
  'trivia/report/:id': <QuestionReportPage />,
  'trivia/ranking/:id': <SurveyRankingPage />,
  invitados: <InvitadosPage />,
  'invitados/importar-excel': <ImportPage />,
  messages: <MessagesPage />,
  'agenda/*': <AgendaPages />,
  'agenda/tipos/*': <TypesPages />,
  'agenda/categorias/*': <CategoriesPages />,
  'agenda/Language': <LanguagePage />,
  conference: <ConferencePage />,
  speakers: <SpeakersPage />,
  notificationsApp: <NotificationsAppPage />,
  dashboard: <DashboardPage />,
  orders: <OrdersPage />,
  reportNetworking: <ReportNetworkingPage />,
};

/**
 * Spec part 1 §2.2 under /eventadmin/{event} and /orgadmin/{event}: the root goes to the first
 * section the user may use (FirstSection), each section and its sub-routes, then no-match. The
 * table belongs to the app (it names screens of several features; admin-shell only provides the
 * frame) and lives in this lazily loaded module (the app router only mounts it at
 * `/eventadmin/:event/*`) so the landing's first bundle carries no admin menu, section table or
 * screen.
 */
export default function AdminRoutes() {
  return (
    <MoreMessages messages={adminFeatureMessages}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route
            index
            element={
              <FirstSection
                hasScreen={(path) => path in ADMIN_SCREENS || `${path}/*` in ADMIN_SCREENS}
              />
            }
          />
          {ADMIN_SECTIONS.flatMap((section) => {
            const paths: ScreenPath[] = [
              section.path,
              ...('subroutes' in section ? section.subroutes : []).map(
                (sub): ScreenPath => `${section.path}/${sub}`,
              ),
            ];
            return sectionRoutes(paths, (key) => key in ADMIN_SCREENS).map(({ path, screen }) => (
              <Route
                key={path}
                path={path}
                element={
                  <SectionRoute path={section.path}>
                    {ADMIN_SCREENS[screen as ScreenPath]}
                  </SectionRoute>
                }
              />
            ));
          })}
          <Route path="*" element={<AdminNoMatch />} />
        </Route>
      </Routes>
    </MoreMessages>
  );
}
