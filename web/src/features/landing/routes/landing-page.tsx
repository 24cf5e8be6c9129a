import { Alert, Button, Container } from '@chakra-ui/react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { usePublishActiveEvent } from '../../../lib/event/active-event';
import { locateEvent } from '../../../lib/event/event-locator';
import { usePublicEventByLocator } from '../../../lib/event/use-public-event';
import { EventLanding } from '../components/event-landing';

/**
 * The public landing, by id (/landing/{event_id}) or by name (/event/{event_name}), with an
 * optional section (/landing/{event_id}/{section}) or success page (…/success/{pay|free}).
 */
export default function LandingPage() {
  const t = useT();
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const state = usePublicEventByLocator(locateEvent(params));
  usePublishActiveEvent(state.status === 'loaded' ? state.event._id : null);

  const rest = (params['*'] ?? '').replace(/\/+$/, '');
  // Links keep the address the visitor used, /landing/{id} or /event/{name}, as it was written.
  const basePath = pathname.split('/').slice(0, 3).join('/');

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
  // PayU sends the buyer back to /landing/{eventId}?payment={reference}: that is the pay success page.
  const reference = search.get('payment');
  if (reference && rest === '') {
    return (
      <Navigate to={`${basePath}/success/pay?payment=${encodeURIComponent(reference)}`} replace />
    );
  }
  return <EventLanding event={state.event} basePath={basePath} rest={rest} />;
}
