import { Alert, Button, Container, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { useCustomPage } from '../api/pages';
import { moreSectionsMessages } from '../more-sections-messages';

/**
 * /page/{id} (spec part 1 §2.1, "generic page", public): an event's published custom page (the
 * admin's "pages" section) found by its id, on its own with the way to its event. The same page
 * shows inside the landing at /landing/{event}/p/{slug}.
 */
function CustomPageById() {
  const t = useT();
  const { id = '' } = useParams();
  const page = useCustomPage(id);
  if (page.status === 'loading') return <PageLoader />;
  if (page.status === 'error') {
    return (
      <Container maxW="3xl" py="10">
        <Stack gap="4" align="start">
          <Alert.Root
            status={page.error.status === 404 ? 'info' : 'error'}
            data-testid="page-missing"
          >
            <Alert.Indicator />
            <Alert.Title>
              {page.error.status === 404 ? t('landingMore.pageMissing') : page.error.message}
            </Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="blue">
            <RouterLink to="/">{t('landingMore.pageHome')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }
  const { data, event } = page.data;
  return (
    <Container maxW="3xl" py="8" as="main">
      <Stack gap="4" data-testid="generic-page">
        <Link asChild alignSelf="start" fontSize="sm">
          <RouterLink to={`/landing/${encodeURIComponent(event._id)}/p/${data.slug}`}>
            {t('landingMore.pageEvent', { name: event.name })}
          </RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {data.title}
        </Heading>
        <RichText html={data.body} />
      </Stack>
    </Container>
  );
}

export default function CustomPageByIdRoute() {
  return (
    <MoreMessages messages={moreSectionsMessages}>
      <CustomPageById />
    </MoreMessages>
  );
}
