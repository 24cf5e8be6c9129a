import { Alert, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { assertId } from '@aforo/domain';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { formatEventDate } from '../../../lib/dates';
import { isNotVisible, useEvent } from '../api/use-event';
import NotFoundPage from '../../misc/routes/not-found-page';

export default function LandingPage() {
  const { eventId = '' } = useParams();
  try {
    assertId(eventId);
  } catch {
    return <NotFoundPage />;
  }
  return <EventLanding eventId={eventId} />;
}

function EventLanding({ eventId }: { eventId: string }) {
  const t = useT();
  const { locale } = useIntl();
  const { status, data: event, error } = useEvent(eventId);
  const failed = status === 'error' && !isNotVisible(error);

  if (status === 'loading') {
    return (
      <Container maxW="4xl" py="8">
        <Stack direction="row" align="center">
          <Spinner size="sm" />
          <Text>{t('landing.loading')}</Text>
        </Stack>
      </Container>
    );
  }
  if (status === 'error' || !event) {
    return (
      <Container maxW="4xl" py="8">
        <Alert.Root status={failed ? 'error' : 'info'}>
          <Alert.Indicator />
          <Alert.Title>{t(failed ? 'landing.error' : 'landing.notFound')}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return (
    <Container maxW="4xl" py="8" data-testid="event-landing">
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {event.name}
        </Heading>
        <Text>
          <strong>{t('landing.when')}:</strong>{' '}
          {t('event.dates', {
            from: formatEventDate(event.datetime_from, locale),
            to: formatEventDate(event.datetime_to, locale),
          })}
        </Text>
        {event.venue || event.address ? (
          <Text>
            <strong>{t('landing.where')}:</strong>{' '}
            {[event.venue, event.address].filter(Boolean).join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
