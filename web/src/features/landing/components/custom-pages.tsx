import { Alert, Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { byPageOrder, type CustomPage } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { useApiQuery } from '../../../lib/use-api-query';
import type { LandingTheme } from '../lib/theme';

/*
 * The event's custom pages (the admin's "pages" section), in a lazily loaded chunk. Read through
 * the API (GET /api/events/{id}/pages answers visitors the published ones only) with the query
 * hook the landing already carries: no Firestore SDK, not even Lite, joins the landing's JS
 * (issue #20's budget). The page body comes with the list: a page opens without another read.
 */

/** How many custom pages the navigation lists at most. */
const PAGES_LIMIT = 50;

function usePublishedPages(eventId: string) {
  const state = useApiQuery<{ data: CustomPage[] }>(
    `/api/events/${encodeURIComponent(eventId)}/pages?pageSize=${PAGES_LIMIT}`,
  );
  if (state.status !== 'success') return state;
  // The team is answered drafts too: the landing shows only what visitors see.
  const published = state.data.data.filter((page) => page.published);
  return { ...state, data: published.sort(byPageOrder) };
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
