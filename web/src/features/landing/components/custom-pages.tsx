import { Alert, Heading, Stack } from '@chakra-ui/react';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import type { LandingTheme } from '../../../lib/landing-theme';
import { usePublishedPages } from '../api/pages';
import { LandingNavBar } from './section-nav';

/*
 * The event's custom pages (the admin's "pages" section), in a lazily loaded chunk. Read through
 * the API (GET /api/events/{id}/pages answers visitors the published ones only) with the query
 * cache the landing already carries: no Firestore SDK, not even Lite, joins the landing's JS
 * (the landing's first-JS budget). The page body comes with the list: a page opens without another read.
 */

/**
 * The published pages' links, after the sections' navigation (nothing while there are none), and
 * the page at `activeSlug` below them: one read serves both.
 */
export function CustomPages({
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
  const view = activeSlug === null ? null : <CustomPageView pages={pages} slug={activeSlug} />;
  if (pages.status !== 'success' || pages.data.length === 0) return view;
  return (
    <>
      <LandingNavBar
        label={t('landing.pagesNav')}
        testId="landing-pages"
        theme={theme}
        links={pages.data.map((page) => ({
          key: page._id,
          to: `${basePath}/p/${page.slug}`,
          text: page.title,
          current: page.slug === activeSlug,
        }))}
      />
      {view}
    </>
  );
}

/** One published page at /landing/{eventId}/p/{slug}: its title and its sanitized body. */
function CustomPageView({
  pages,
  slug,
}: {
  pages: ReturnType<typeof usePublishedPages>;
  slug: string;
}) {
  const t = useT();
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
