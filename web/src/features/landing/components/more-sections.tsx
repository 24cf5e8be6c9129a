import {
  Alert,
  AspectRatio,
  Box,
  Heading,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { parseVideoLink, type AforoEvent, type Partner, type Video } from '@aforo/domain';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { hasText, RichText } from '../../../components/rich-text';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { useIsEventTeam } from '../api/use-is-team';
import { usePartners, useTrophies, useVideos } from '../api/use-section-content';
import { moreSectionsMessages } from '../more-sections-messages';
import { SectionError } from '../../../components/section-error';

/*
 * The landing's video gallery, partners, trophies, custom and sign-in sections: one lazy chunk
 * with its own strings, fetched when one of them first opens.
 */

const LoginForm = lazy(() => import('../../auth').then((m) => ({ default: m.LoginForm })));

function withMessages<P extends object>(Component: ComponentType<P>) {
  function WithMoreSectionsMessages(props: P) {
    return (
      <MoreMessages messages={moreSectionsMessages}>
        <Component {...props} />
      </MoreMessages>
    );
  }
  return WithMoreSectionsMessages;
}

/**
 * A section with nothing to show yet: says so to attendees and, to the event's team, where the
 * content is added.
 */
function EmptySection({
  event,
  testId,
  text,
  adminPath,
}: {
  event: AforoEvent;
  testId: string;
  text: string;
  /** Below /eventadmin/{event}/. */
  adminPath: string;
}) {
  const t = useT();
  const isTeam = useIsEventTeam(event);
  return (
    <Stack gap="2" data-testid={`${testId}-empty`}>
      <Text>{text}</Text>
      {isTeam ? (
        <Link asChild alignSelf="start" data-testid={`${testId}-admin-link`}>
          <RouterLink to={`/eventadmin/${encodeURIComponent(event._id)}/${adminPath}`}>
            {t('landingMore.addContent')}
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

type Listed<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T[] };

function ListedContent<T>({
  state,
  empty,
  children,
}: {
  state: Listed<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <SectionError error={state.error} />;
  if (state.data.length === 0) return <>{empty}</>;
  return <>{children(state.data)}</>;
}

/** One video: its title and the provider's privacy-friendly player, loaded when scrolled to. */
function VideoCard({ video }: { video: Video }) {
  const t = useT();
  const link = parseVideoLink(video.url);
  return (
    <Stack as="figure" gap="2" data-testid="landing-video">
      {link ? (
        <AspectRatio ratio={16 / 9} w="full">
          <iframe
            src={link.embedUrl}
            title={video.title}
            loading="lazy"
            allow="accelerometer; encrypted-media; fullscreen; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: '0.375rem' }}
          />
        </AspectRatio>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('landingMore.videoBroken')}</Alert.Title>
        </Alert.Root>
      )}
      <Text as="figcaption" fontWeight="medium">
        {video.title}
      </Text>
    </Stack>
  );
}

export const VideosSection = withMessages(function VideosSection({ event }: { event: AforoEvent }) {
  const t = useT();
  return (
    <ListedContent
      state={useVideos(event._id)}
      empty={
        <EmptySection
          event={event}
          testId="landing-videos"
          text={t('landingMore.videosEmpty')}
          adminPath="menuLanding/videos"
        />
      }
    >
      {(videos) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="landing-videos">
          {videos.map((video) => (
            <VideoCard key={video._id} video={video} />
          ))}
        </SimpleGrid>
      )}
    </ListedContent>
  );
});

function PartnerCard({ partner }: { partner: Partner }) {
  const t = useT();
  const face = partner.logo ? (
    <Image
      src={partner.logo}
      alt={partner.name}
      maxH="20"
      maxW="full"
      objectFit="contain"
      loading="lazy"
    />
  ) : (
    <Text fontWeight="bold" textAlign="center">
      {partner.name}
    </Text>
  );
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="4"
      minH="28"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="landing-partner"
    >
      {partner.link ? (
        <Link
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('landingMore.partnerSite', { name: partner.name })}
        >
          {face}
        </Link>
      ) : (
        face
      )}
    </Box>
  );
}

export const PartnersSection = withMessages(function PartnersSection({
  event,
}: {
  event: AforoEvent;
}) {
  const t = useT();
  return (
    <ListedContent
      state={usePartners(event._id)}
      empty={
        <EmptySection
          event={event}
          testId="landing-partners"
          text={t('landingMore.partnersEmpty')}
          adminPath="menuLanding/partners"
        />
      }
    >
      {(partners) => (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="landing-partners">
          {partners.map((partner) => (
            <PartnerCard key={partner._id} partner={partner} />
          ))}
        </SimpleGrid>
      )}
    </ListedContent>
  );
});

/** The quizzes' visible rankings and the activities attended, as one table of names and points. */
export const TrophiesSection = withMessages(function TrophiesSection({
  event,
}: {
  event: AforoEvent;
}) {
  const t = useT();
  const trophies = useTrophies(event._id);
  if (trophies.status === 'loading') return <PageLoader />;
  if (trophies.status === 'error') return <SectionError error={trophies.error} />;
  const rows = trophies.data.data;
  return (
    <Stack gap="3">
      <Text fontSize="sm">{t('landingMore.trophiesHow')}</Text>
      {rows.length === 0 ? (
        <EmptySection
          event={event}
          testId="landing-trophies"
          text={t('landingMore.trophiesEmpty')}
          adminPath="trivia"
        />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="landing-trophies">
            <Table.Caption srOnly>{t('landingMore.trophiesCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('landingMore.place')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('landingMore.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('landingMore.quizPoints')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('landingMore.activities')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('landingMore.points')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${row.place}-${row.name}`} data-testid="landing-trophy-row">
                  <Table.Cell>{row.place}</Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell textAlign="end">{row.quizPoints}</Table.Cell>
                  <Table.Cell textAlign="end">{row.activities}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="bold">
                    {row.points}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
});

/** The organizer's own section: its sanitized rich text (Habilitar secciones → Contenido). */
export const CustomSection = withMessages(function CustomSection({ event }: { event: AforoEvent }) {
  const t = useT();
  const markup = event.itemsMenu.custom?.markup ?? '';
  return hasText(markup) ? (
    <RichText html={markup} data-testid="landing-custom" />
  ) : (
    <EmptySection
      event={event}
      testId="landing-custom"
      text={t('landingMore.customEmpty')}
      adminPath="menuLanding"
    />
  );
});

/** The sign-in form in the page; once signed in, who the visitor is. */
export const LoginSection = withMessages(function LoginSection() {
  const t = useT();
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.user) {
    return (
      <Alert.Root status="success" data-testid="landing-login-done">
        <Alert.Indicator />
        <Alert.Title>
          {t('landingMore.signedInAs', { email: session.user.email ?? '' })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box maxW="md" data-testid="landing-login">
      <Heading as="h3" size="md" mb="2">
        {t('landingMore.loginTitle')}
      </Heading>
      <Suspense fallback={<PageLoader />}>
        <LoginForm autoFocus={false} />
      </Suspense>
    </Box>
  );
});
