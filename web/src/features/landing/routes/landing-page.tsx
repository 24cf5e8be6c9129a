import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { formatEventDate } from '../../../lib/dates';
import { usePublishActiveEvent } from '../../../lib/event/active-event';
import { locateEvent } from '../../../lib/event/event-locator';
import { useEventByLocator } from '../../../lib/event/use-event';
import { useSession } from '../../../lib/session/session-provider';

/** The public landing, by id (/landing/{event_id}) or by name (/event/{event_name}). */
export default function LandingPage() {
  const t = useT();
  const state = useEventByLocator(locateEvent(useParams()));
  usePublishActiveEvent(state.status === 'loaded' ? state.event._id : null);

  if (state.status === 'loading') {
    return (
      <Container maxW="4xl" py="8">
        <PageLoader label={t('landing.loading')} />
      </Container>
    );
  }
  if (state.status !== 'loaded') {
    const failed = state.status === 'error';
    return (
      <Container maxW="4xl" py="8">
        <Alert.Root status={failed ? 'error' : 'info'} data-testid="landing-missing">
          <Alert.Indicator />
          <Alert.Title>{t(failed ? 'landing.error' : 'landing.notFound')}</Alert.Title>
          {failed ? (
            <Button size="sm" ms="auto" onClick={state.retry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      </Container>
    );
  }
  return <EventLanding event={state.event} />;
}

function EventLanding({ event }: { event: AforoEvent }) {
  const t = useT();
  const { locale } = useIntl();
  const session = useSession();
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
        {session.status === 'anonymous' ? (
          <Button
            alignSelf="start"
            colorPalette="blue"
            onClick={() => session.openLogin({ tab: 'register' })}
          >
            {t('landing.register')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
