import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MoreMessages } from '../i18n/more-messages';
import { adminFeatureMessages } from './admin-messages';
import { ADMIN_SECTIONS, type SectionPath } from '../features/admin-shell/sections';
import AdminLayout from '../features/admin-shell/routes/admin-layout';
import AdminNoMatch from '../features/admin-shell/routes/admin-no-match';
import FirstSection from '../features/admin-shell/routes/first-section';
import SectionRoute from '../features/admin-shell/routes/section-route';

const SpacesPage = lazy(() => import('../features/event-content/routes/spaces-page'));
const loadCheckinPage = () => import('../features/checkin/routes/checkin-page');
const CheckinPage = lazy(loadCheckinPage);
// A door opened at its list fetches the list's code now, with the event and the roles, rather
// than once they are known (the shell renders the section only then).
if (/^\/(eventadmin|orgadmin)\/[^/]+\/assistants\/?$/i.test(window.location.pathname)) {
  void loadCheckinPage();
}
const PasswordLookupPage = lazy(() => import('../features/attendees/routes/password-lookup-page'));
const ActivityPickerPage = lazy(() => import('../features/checkin/routes/activity-picker-page'));
const ActivityCheckinPage = lazy(() => import('../features/checkin/routes/activity-checkin-page'));
const AttendeeRolesPage = lazy(
  () => import('../features/event-content/routes/attendee-roles-page'),
);
const MainPage = lazy(() => import('../features/event-settings/routes/main-page'));
const StylesPage = lazy(() => import('../features/event-settings/routes/styles-page'));
const FieldsPage = lazy(() => import('../features/event-setup/routes/fields-page'));
const RegistrationMessagePage = lazy(
  () => import('../features/event-setup/routes/registration-message-page'),
);
const MenuSectionsPage = lazy(() => import('../features/event-setup/routes/menu-sections-page'));
const VideosPage = lazy(() => import('../features/event-setup/routes/videos-page'));
const PartnersPage = lazy(() => import('../features/event-setup/routes/partners-page'));
const TicketsEventPage = lazy(() => import('../features/event-setup/routes/tickets-event-page'));
const TicketDesignPage = lazy(() => import('../features/event-setup/routes/ticket-design-page'));
const StaffPage = lazy(() => import('../features/event-setup/routes/staff-page'));
const PagesPage = lazy(() => import('../features/event-setup/routes/pages-page'));
const ConfigurationAppPage = lazy(
  () => import('../features/event-setup/routes/configuration-app-page'),
);
const NotificationsPage = lazy(() => import('../features/event-setup/routes/notifications-page'));
const FalqsPage = lazy(() => import('../features/event-setup/routes/falqs-page'));
const DocumentsPage = lazy(() => import('../features/documents/routes/documents-page'));
const DocumentsUploadPage = lazy(() => import('../features/documents/routes/upload-page'));
const DocumentPermissionPage = lazy(() => import('../features/documents/routes/permission-page'));
const CompaniesPage = lazy(() => import('../features/companies/routes/companies-page'));
const CompanyFormPage = lazy(() => import('../features/companies/routes/company-form-page'));
const CompaniesConfigurationPage = lazy(
  () => import('../features/companies/routes/companies-configuration-page'),
);
const ProductsPage = lazy(() => import('../features/products/routes/products-page'));
const ProductFormPage = lazy(() => import('../features/products/routes/product-form-page'));
const BiddingConfigPage = lazy(() => import('../features/products/routes/bidding-config-page'));
const ProductOffersPage = lazy(() => import('../features/products/routes/product-offers-page'));
const NewsPage = lazy(() => import('../features/news-wall/routes/news-page'));
const NewsFormPage = lazy(() => import('../features/news-wall/routes/news-form-page'));
const WallPage = lazy(() => import('../features/news-wall/routes/wall-page'));
const CertificatesPage = lazy(() => import('../features/certificates/routes/certificates-page'));
const CertificateReportPage = lazy(
  () => import('../features/certificates/routes/certificate-report-page'),
);
const BadgePage = lazy(() => import('../features/certificates/routes/badge-page'));
const SurveysPage = lazy(() => import('../features/surveys/routes/surveys-page'));
const SurveyFormPage = lazy(() => import('../features/surveys/routes/survey-form-page'));
const SurveyReportPage = lazy(() => import('../features/surveys/routes/report-page'));
const QuestionReportPage = lazy(() => import('../features/surveys/routes/question-report-page'));
const SurveyRankingPage = lazy(() => import('../features/surveys/routes/ranking-page'));
const ChatExportPage = lazy(() => import('../features/chat/routes/chat-export-page'));
const ImportPage = lazy(() => import('../features/guest-import/routes/import-page'));
const InvitadosPage = lazy(() => import('../features/communications/routes/invitados-page'));
const MessagesPage = lazy(() => import('../features/communications/routes/messages-page'));
const AgendaPage = lazy(() => import('../features/agenda/routes/agenda-page'));
const ActivityFormPage = lazy(() => import('../features/agenda/routes/activity-form-page'));
const ActivityCategoriesPage = lazy(() =>
  import('../features/agenda/routes/taxonomy-page').then((m) => ({ default: m.CategoriesPage })),
);
const ActivityTypesPage = lazy(() =>
  import('../features/agenda/routes/taxonomy-page').then((m) => ({ default: m.TypesPage })),
);
const CategoryFormPage = lazy(() => import('../features/agenda/routes/category-form-page'));
const LanguagePage = lazy(() => import('../features/agenda/routes/language-page'));
const SpeakersPage = lazy(() => import('../features/agenda/routes/speakers-page'));
const ConferencePage = lazy(() => import('../features/agenda/routes/conference-page'));
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page'));
const OrdersPage = lazy(() => import('../features/dashboard/routes/orders-page'));
const ReportNetworkingPage = lazy(
  () => import('../features/dashboard/routes/report-networking-page'),
);
const NotificationsAppPage = lazy(
  () => import('../features/communications/routes/notifications-app-page'),
);

/** A section, or one of its sub-routes ('empresas/crear', as sections.ts lists them). */
type ScreenPath = SectionPath | `${SectionPath}/${string}`;

/**
 * Every admin screen, by section path or by a section's sub-route (a path without one says so
 * inside the shell: AdminNoMatch).
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
  empresas: <CompaniesPage />,
  'empresas/crear': <CompanyFormPage />,
  'empresas/editar/:companyId': <CompanyFormPage />,
  'empresas/configuration': <CompaniesConfigurationPage />,
  product: <ProductsPage />,
  'product/addproduct': <ProductFormPage />,
  'product/addproduct/:id': <ProductFormPage />,
  'product/configuration': <BiddingConfigPage />,
  'product/:id/oferts': <ProductOffersPage />,
  news: <NewsPage />,
  'news/addnoticia': <NewsFormPage />,
  'news/addnoticia/:id': <NewsFormPage />,
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
  agenda: <AgendaPage />,
  'agenda/actividad': <ActivityFormPage />,
  'agenda/tipos': <ActivityTypesPage />,
  'agenda/categorias': <ActivityCategoriesPage />,
  'agenda/categorias/categoria': <CategoryFormPage />,
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
          <Route index element={<FirstSection hasScreen={(path) => path in ADMIN_SCREENS} />} />
          {ADMIN_SECTIONS.flatMap((section) => [
            <Route
              key={section.path}
              path={section.path}
              element={
                <SectionRoute path={section.path}>{ADMIN_SCREENS[section.path]}</SectionRoute>
              }
            />,
            ...('subroutes' in section ? section.subroutes : []).map((sub) => (
              <Route
                key={`${section.path}/${sub}`}
                path={`${section.path}/${sub}`}
                element={
                  <SectionRoute path={section.path}>
                    {ADMIN_SCREENS[`${section.path}/${sub}`]}
                  </SectionRoute>
                }
              />
            )),
          ])}
          <Route path="*" element={<AdminNoMatch />} />
        </Route>
      </Routes>
    </MoreMessages>
  );
}
