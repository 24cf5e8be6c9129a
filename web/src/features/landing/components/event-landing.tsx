import { Alert, Box, Button, Container, Heading, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { formatDateTimeRange } from '../../../lib/text-dates';
import { useIsEventTeam } from '../api/use-is-team';
import {
  useMyRegistration,
  type MyRegistration,
} from '../../../lib/registration/use-my-registration';
import { sectionAccess, visibleSections } from '../lib/sections';
import { landingTheme, type LandingTheme } from '../../../lib/landing-theme';
import { RegistrationActions } from './registration-actions';
import { SectionContent } from './section-content';
import { SectionNav } from './section-nav';
import { ShareActions } from './share-actions';

// The custom pages' links and bodies come with their own chunk (Firestore Lite), after the landing.
// The page after registering or paying: only those who just did see it (the landing's first JS).
const SuccessPanel = lazy(() =>
  import('./success-panel').then((m) => ({ default: m.SuccessPanel })),
);
// The activity room and the room-status notices: the agenda feature's chunk.
const ActivityRoom = lazy(() => import('../../agenda').then((m) => ({ default: m.ActivityRoom })));
const RoomNotices = lazy(() => import('../../agenda').then((m) => ({ default: m.RoomNotices })));
// What is live now and next, for the attendees of events that show their agenda: with the
// agenda's chunk, which a visitor's first load does without (the agenda section marks them too).
const LiveNowStrip = lazy(() => import('../../agenda').then((m) => ({ default: m.LiveNowStrip })));
// The notice after the registration form (?register=): only those just back from it load it.
const RegisterNotice = lazy(() =>
  import('./register-notice').then((m) => ({ default: m.RegisterNotice })),
);
// "Añadir al calendario" builds the .ics in the browser: its own chunk, after the header, for
// attendees (a visitor has it on each activity of the agenda section).
const EventCalendar = lazy(() =>
  import('./event-calendar').then((m) => ({ default: m.EventCalendar })),
);
const CustomPages = lazy(() => import('./custom-pages').then((m) => ({ default: m.CustomPages })));

// Only a registered attendee of an event that charges sees the payment: its own chunk.
const PaymentPanel = lazy(() =>
  import('./payment-panel').then((m) => ({ default: m.PaymentPanel })),
);

/**
 * One event's landing in its own styles (part 3 §3.11): banner, logo and colours, the sections its
 * itemsMenu enables, the registration buttons and, for an event that charges, the payment.
 * `rest` is what follows the event in the address: a section, or success/{pay|free}.
 */
export function EventLanding({
  event,
  basePath,
  rest,
}: {
  event: AforoEvent;
  basePath: string;
  rest: string;
}) {
  const registration = useMyRegistration(event._id);
  const [searchParams] = useSearchParams();
  const theme = useMemo(() => landingTheme(event.styles), [event.styles]);
  const [first = '', second = ''] = rest.split('/');
  const success = first === 'success' && (second === 'pay' || second === 'free') ? second : null;

  return (
    <Box bg={theme.pageBg} color={theme.pageText} minH="full" pb="8" data-testid="event-landing">
      {theme.banner ? (
        <Image
          src={theme.banner}
          alt=""
          w="full"
          maxH="sm"
          objectFit="cover"
          data-testid="landing-banner"
        />
      ) : null}
      <Container maxW="5xl" py="6">
        <Stack gap="5">
          <EventHeader
            event={event}
            theme={theme}
            withCalendar={registration.status === 'registered'}
          />
          {searchParams.has('register') ? (
            <Suspense fallback={null}>
              <RegisterNotice event={event} />
            </Suspense>
          ) : null}
          <RegistrationActions event={event} registration={registration} theme={theme} />
          <ShareActions event={event} basePath={basePath} theme={theme} />
          {registration.status === 'registered' && event.payment?.enabled === true ? (
            <Suspense fallback={<PageLoader />}>
              <PaymentPanel event={event} attendee={registration.attendee} theme={theme} />
            </Suspense>
          ) : null}
          {registration.status === 'registered' ? (
            <Suspense fallback={null}>
              <RoomNotices eventId={event._id} />
            </Suspense>
          ) : null}
          {registration.status === 'registered' &&
          event.itemsMenu?.agenda?.checked === true &&
          !success ? (
            <Suspense fallback={null}>
              <LiveNowStrip
                eventId={event._id}
                basePath={basePath}
                timeZone={event.time_zone}
                listen
              />
            </Suspense>
          ) : null}
          {success ? (
            <Suspense fallback={<PageLoader />}>
              <SuccessPanel event={event} kind={success} basePath={basePath} />
            </Suspense>
          ) : (
            <Sections
              event={event}
              requested={first}
              slug={second}
              registration={registration}
              basePath={basePath}
              theme={theme}
            />
          )}
        </Stack>
      </Container>
      {theme.footer ? <Image src={theme.footer} alt="" w="full" objectFit="cover" /> : null}
    </Box>
  );
}

function EventHeader({
  event,
  theme,
  withCalendar,
}: {
  event: AforoEvent;
  theme: LandingTheme;
  /** The menu's chunk would put a visitor's first load over its budget (landing.spec checks it). */
  withCalendar: boolean;
}) {
  const t = useT();
  const { locale } = useIntl();
  const isTeam = useIsEventTeam(event);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
      {theme.logo ? (
        <Image
          src={theme.logo}
          alt={t('landing.logoAlt', { name: event.name })}
          maxW="40"
          maxH="24"
          objectFit="contain"
          data-testid="landing-logo"
        />
      ) : null}
      <Stack gap="1">
        <Heading as="h1" size="3xl">
          {event.name}
        </Heading>
        <Text>
          <strong>{t('landing.when')}:</strong>{' '}
          {formatDateTimeRange(event.datetime_from, event.datetime_to, {
            locale,
            zone: event.time_zone,
          })}
        </Text>
        {event.venue || event.address ? (
          <Text>
            <strong>{t('landing.where')}:</strong>{' '}
            {[event.venue, event.address].filter(Boolean).join(', ')}
          </Text>
        ) : null}
      </Stack>
      <Wrap gap="2" ms={{ md: 'auto' }} align="center">
        {withCalendar ? (
          <Suspense fallback={null}>
            <EventCalendar event={event} theme={theme} />
          </Suspense>
        ) : null}
        {isTeam ? (
          // The event's team goes from its landing to its admin.
          <Button
            asChild
            size="sm"
            variant="outline"
            color={theme.pageText}
            borderColor={theme.pageText}
            data-testid="landing-admin"
          >
            <RouterLink to={`/eventadmin/${encodeURIComponent(event._id)}`}>
              {t('landing.administer')}
            </RouterLink>
          </Button>
        ) : null}
      </Wrap>
    </Stack>
  );
}

function Sections({
  event,
  requested,
  slug,
  registration,
  basePath,
  theme,
}: {
  event: AforoEvent;
  requested: string;
  /** What follows the section in the address (a custom page's slug after 'p'). */
  slug: string;
  registration: MyRegistration;
  basePath: string;
  theme: LandingTheme;
}) {
  const t = useT();
  const isAttendee = registration.status === 'registered';
  const sections = visibleSections(event.itemsMenu, isAttendee);
  const access = sectionAccess(event.itemsMenu, requested, isAttendee);
  // /landing/{id}/p/{slug}: a custom page instead of a section.
  const pageSlug = requested === 'p' ? slug : null;
  // /landing/{id}/activity/{activityId}: an activity's room.
  if (requested === 'activity' && slug !== '') {
    return (
      <Stack gap="4">
        <SectionNav sections={sections} active={null} basePath={basePath} theme={theme} />
        <Suspense fallback={<PageLoader />}>
          <ActivityRoom
            event={event}
            activityId={slug}
            basePath={basePath}
            registration={registration}
          />
        </Suspense>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <SectionNav
        sections={sections}
        active={access.kind === 'shown' && pageSlug === null ? access.section : null}
        basePath={basePath}
        theme={theme}
      />
      <Suspense fallback={pageSlug === null ? null : <PageLoader />}>
        <CustomPages eventId={event._id} basePath={basePath} activeSlug={pageSlug} theme={theme} />
      </Suspense>
      {pageSlug !== null ? null : access.kind === 'shown' ? (
        <SectionContent
          event={event}
          section={access.section}
          basePath={basePath}
          detail={slug}
          registration={registration}
        />
      ) : registration.status === 'loading' ? (
        <PageLoader />
      ) : (
        <Alert.Root status="info" data-testid={`landing-section-${access.kind}`}>
          <Alert.Indicator />
          <Alert.Title>
            {t(
              access.kind === 'restricted' ? 'landing.sectionRestricted' : 'landing.sectionMissing',
            )}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
