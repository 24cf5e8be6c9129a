import { Alert, Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { byPageOrder, type CustomPage } from '@aforo/domain';
import { limit, query, where } from 'firebase/firestore/lite';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { liteRefs, useLiteQuery } from '../../../lib/firestore/lite';
import type { LandingTheme } from '../lib/theme';

/*
 * The event's custom pages (the admin's "pages" section): loaded lazily, with Firestore Lite, so
 * the landing's first JS does not grow; both exports share one read (the same key).
 */

/** How many custom pages the navigation lists at most. */
const PAGES_LIMIT = 50;

function usePublishedPages(eventId: string) {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'pages'),
      where('published', '==', true),
      limit(PAGES_LIMIT),
    ),
    `landing-pages:${eventId}`,
  );
  return state.status === 'success' ? { ...state, data: [...state.data].sort(byPageOrder) } : state;
}

/** The published pages' links, after the sections' navigation; nothing while there are none. */
export function CustomPagesNav({
  eventId,
  basePath,
  activeSlug,
  theme,
}: {
  eventId: string;
  basePath: string;
  activeSlug: string | null;
  theme: LandingTheme;
}) {
  const t = useT();
  const pages = usePublishedPages(eventId);
  if (pages.status !== 'success' || pages.data.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={t('landing.pagesNav')}
      bg={theme.menuBg}
      borderWidth="1px"
      borderRadius="md"
      px="2"
      data-testid="landing-pages"
    >
      <Flex as="ul" wrap="wrap" gap="1" listStyleType="none">
        {pages.data.map((page: CustomPage) => {
          const current = page.slug === activeSlug;
          return (
            <Box as="li" key={page._id}>
              <Link
                asChild
                display="inline-block"
                px="3"
                py="2"
                color={theme.menuText}
                fontWeight={current ? 'bold' : 'normal'}
                aria-current={current ? 'page' : undefined}
              >
                <RouterLink to={`${basePath}/p/${page.slug}`}>{page.title}</RouterLink>
              </Link>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** One published page at /landing/{eventId}/p/{slug}: its title and its sanitized body. */
export function CustomPageView({ eventId, slug }: { eventId: string; slug: string }) {
  const t = useT();
  const pages = usePublishedPages(eventId);
  if (pages.status === 'loading') return <PageLoader />;
  const page = pages.status === 'success' ? pages.data.find((p) => p.slug === slug) : undefined;
  if (!page) {
    return (
      <Alert.Root status="info" data-testid="landing-page-missing">
        <Alert.Indicator />
        <Alert.Title>{t('landing.pageMissing')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4" data-testid={`landing-page-${page.slug}`}>
      <Heading as="h2" size="xl">
        {page.title}
      </Heading>
      <RichText html={page.body} />
    </Stack>
  );
}
