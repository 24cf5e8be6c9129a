import { Alert, Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { News } from '@aforo/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/text-dates';
import { useNews } from '../api/use-section-content';
import { SectionError } from '../../../components/section-error';

/**
 * The landing's news section (spec part 3 §3.8): the event's news, newest first, each opening its
 * page at {landing}/news/{newsId}, where the body (organizer-written HTML) is sanitized on render.
 * Read once with Firestore Lite; the detail comes from the same read.
 */
export function NewsSection({
  eventId,
  basePath,
  newsId,
}: {
  eventId: string;
  basePath: string;
  /** The news item to show; '' for the list. */
  newsId: string;
}) {
  const t = useT();
  const state = useNews(eventId);
  const { locale } = useIntl();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <SectionError error={state.error} />;
  const list = `${basePath}/news`;
  if (newsId !== '') {
    const item = state.data.find((n) => n._id === newsId);
    return item ? (
      <NewsDetail news={item} list={list} locale={locale} />
    ) : (
      <Stack gap="3">
        <Alert.Root status="info" data-testid="landing-news-missing">
          <Alert.Indicator />
          <Alert.Title>{t('newsLanding.missing')}</Alert.Title>
        </Alert.Root>
        <Link asChild>
          <RouterLink to={list}>{t('newsLanding.back')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (state.data.length === 0)
    return <Text data-testid="landing-news-empty">{t('landing.newsEmpty')}</Text>;
  return (
    <Stack as="ul" gap="4" listStyleType="none" data-testid="landing-news">
      {state.data.map((news) => (
        <Box as="li" key={news._id} borderWidth="1px" borderRadius="md" p="3">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {news.image ? (
              <Image src={news.image} alt="" w={{ sm: '40' }} maxH="28" objectFit="cover" />
            ) : null}
            <Stack gap="1">
              <Heading as="h3" size="md">
                <Link asChild>
                  <RouterLink to={`${list}/${encodeURIComponent(news._id)}`}>
                    {news.title}
                  </RouterLink>
                </Link>
              </Heading>
              <Text fontSize="sm">{formatDate(news.time, { locale })}</Text>
              <Text>{news.description_short}</Text>
            </Stack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function NewsDetail({ news, list, locale }: { news: News; list: string; locale: string }) {
  const t = useT();
  return (
    <Stack as="article" gap="3" data-testid="landing-news-detail">
      <Link asChild alignSelf="start">
        <RouterLink to={list}>{t('newsLanding.back')}</RouterLink>
      </Link>
      <Heading as="h3" size="lg">
        {news.title}
      </Heading>
      <Text fontSize="sm">{formatDate(news.time, { locale })}</Text>
      <Text fontWeight="medium">{news.description_short}</Text>
      {news.image ? <Image src={news.image} alt="" maxH="sm" objectFit="contain" /> : null}
      <RichText html={news.description_complete} data-testid="landing-news-body" />
      {news.linkYoutube ? (
        <Link href={news.linkYoutube} target="_blank" rel="noreferrer">
          {t('newsLanding.video')}
        </Link>
      ) : null}
    </Stack>
  );
}
