import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import {
  AGENDA_STYLE_FLAGS,
  withDefaultStyles,
  type AforoEvent,
  type AgendaStyleFlag,
  type MenuSectionType,
} from '@aforo/domain';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import { hasText, RichText } from '../../../components/rich-text';
import type { MyRegistration } from '../../../lib/registration/use-my-registration';
// Products and the silent auction: a lazy wrapper; their chunk and messages load when shown.
import { ProductSection } from '../../products';

// The list sections load with the first of them opened: they bring Firestore Lite, which the
// event's own page does not need (the landing's first JS).
const lists = () => import('./section-lists');
// The agenda and speakers: the agenda feature's chunk, with Firestore Lite.
const AgendaSection = lazy(() =>
  import('../../agenda').then((m) => ({ default: m.AgendaSection })),
);
const SpeakersSection = lazy(() =>
  import('../../agenda').then((m) => ({ default: m.SpeakersSection })),
);
const MySessionsSection = lazy(() =>
  import('../../agenda').then((m) => ({ default: m.MySessionsSection })),
);
// Videos, partners, trophies, the custom section and the sign-in form: one chunk of their own.
const more = () => import('./more-sections');
const VideosSection = lazy(() => more().then((m) => ({ default: m.VideosSection })));
const PartnersSection = lazy(() => more().then((m) => ({ default: m.PartnersSection })));
const TrophiesSection = lazy(() => more().then((m) => ({ default: m.TrophiesSection })));
const CustomSection = lazy(() => more().then((m) => ({ default: m.CustomSection })));
const LoginSection = lazy(() => more().then((m) => ({ default: m.LoginSection })));
const DocumentsSection = lazy(() =>
  import('./documents-section').then((m) => ({ default: m.DocumentsSection })),
);
const FaqsSection = lazy(() => lists().then((m) => ({ default: m.FaqsSection })));
// News (list and detail page) and the wall: their own chunks.
const NewsSection = lazy(() => import('./news-section').then((m) => ({ default: m.NewsSection })));
const WallSection = lazy(() => import('./wall-section').then((m) => ({ default: m.WallSection })));
const TicketsSection = lazy(() => lists().then((m) => ({ default: m.TicketsSection })));
const CompaniesSection = lazy(() =>
  import('../../companies').then((m) => ({
    default: m.CompaniesSection,
  })),
);

// The networking section: the social zone (chat, attendees, contacts, meetings) in its own chunk
// with reactfire and the full SDK.
const NetworkingSection = lazy(() => import('../../networking').then((m) => m.loadSocialZone()));

// The attendee's certificates: their own chunk, fetched when the section opens.
const CertificatesSection = lazy(() =>
  import('../../certificates').then((m) => ({ default: m.OwnCertificates })),
);
// Surveys and quizzes: reactfire, the full Firestore SDK and chart.js, in their chunk.
const SurveySection = lazy(() =>
  import('../../surveys').then((m) => ({ default: m.SurveySection })),
);

export function SectionContent({
  event,
  section,
  basePath = `/landing/${event._id}`,
  detail = '',
  registration = { status: 'anonymous' },
}: {
  event: AforoEvent;
  section: MenuSectionType;
  /** The visitor's registration, as the landing follows it (the agenda's registrations ask). */
  registration?: MyRegistration;
  /** The landing's address (/landing/{id} or /event/{name}), for links inside a section. */
  basePath?: string;
  /** What follows the section in the address: one item's own page (a company's, a news item's id). */
  detail?: string;
}) {
  const t = useT();
  const labels = useDefaultLabels();
  const item = event.itemsMenu[section];
  const title = item ? labels.section(section, item.name) : t('landing.about');
  return (
    <Stack gap="4" data-testid={`landing-section-${section}`}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <Suspense fallback={<PageLoader />}>
        <SectionBody
          event={event}
          section={section}
          basePath={basePath}
          detail={detail}
          registration={registration}
        />
      </Suspense>
    </Stack>
  );
}

/** The agenda switches of the event's styles, defaults applied (part 3 §3.11). */
function agendaStyleOf(event: AforoEvent): Record<AgendaStyleFlag, boolean> {
  const styles = withDefaultStyles(event.styles);
  return Object.fromEntries(AGENDA_STYLE_FLAGS.map((key) => [key, styles[key]])) as Record<
    AgendaStyleFlag,
    boolean
  >;
}

function SectionBody({
  event,
  section,
  basePath,
  detail,
  registration,
}: {
  event: AforoEvent;
  section: MenuSectionType;
  basePath: string;
  detail: string;
  registration: MyRegistration;
}) {
  const t = useT();
  switch (section) {
    case 'event':
      return hasText(event.description) ? (
        <RichText html={event.description} data-testid="landing-description" />
      ) : (
        <Text>{t('landing.noDescription')}</Text>
      );
    case 'agenda':
      return (
        <AgendaSection
          eventId={event._id}
          basePath={basePath}
          registration={registration}
          agendaStyle={agendaStyleOf(event)}
          timeZone={event.time_zone}
          event={event}
        />
      );
    case 'speakers':
      return <SpeakersSection eventId={event._id} basePath={basePath} timeZone={event.time_zone} />;
    case 'documents':
      return <DocumentsSection eventId={event._id} />;
    case 'faqs':
      return <FaqsSection eventId={event._id} />;
    case 'news':
      return <NewsSection eventId={event._id} basePath={basePath} newsId={detail} />;
    case 'wall':
      return <WallSection event={event} />;
    case 'tickets':
      return <TicketsSection event={event} />;
    case 'companies':
    case 'fairs':
      return (
        <CompaniesSection
          eventId={event._id}
          section={section}
          basePath={basePath}
          detail={detail}
        />
      );
    case 'product':
      return <ProductSection event={event} />;
    case 'certs':
      return <CertificatesSection eventId={event._id} />;
    case 'survey':
      return <SurveySection event={event} />;
    case 'networking':
    case 'interviews':
      // The social zone in the landing's frame (its own page has the room of a full screen, part 1
      // §2.1 /social/{event_id}); "Citas" opens it on the attendee's meeting requests (part 3
      // §3.5, §4.3).
      return (
        <Stack gap="3">
          <Link asChild alignSelf="end" data-testid="open-social">
            <RouterLink to={`/social/${encodeURIComponent(event._id)}`}>
              {t('landing.openSocial')}
            </RouterLink>
          </Link>
          <NetworkingSection
            event={event}
            initialTab={section === 'interviews' ? 'meetings' : 'attendees'}
          />
        </Stack>
      );
    case 'my_sessions':
      return (
        <MySessionsSection
          eventId={event._id}
          basePath={basePath}
          registration={registration}
          timeZone={event.time_zone}
          event={event}
        />
      );
    case 'videos':
      return <VideosSection event={event} />;
    case 'partners':
      return <PartnersSection event={event} />;
    case 'trophies':
      return <TrophiesSection event={event} />;
    case 'custom':
      return <CustomSection event={event} />;
    case 'login':
      return <LoginSection />;
    case 'informative_section':
    case 'informative_section_2':
      return <RichText html={event.itemsMenu[section]?.markup ?? ''} />;
  }
}
