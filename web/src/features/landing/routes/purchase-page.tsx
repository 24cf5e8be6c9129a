import { Alert, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { paymentStateOf, type AforoEvent } from '@aforo/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { usePublishActiveEvent } from '../../../lib/event/active-event';
import { locateEvent } from '../../../lib/event/event-locator';
import { useEventByLocator } from '../../../lib/event/use-event';
import { useMyRegistration } from '../../../lib/registration/use-my-registration';
import { PaymentPanel } from '../components/payment-panel';
import { formatPrice } from '../../../lib/price';
import { landingTheme } from '../../../lib/landing-theme';

/**
 * /purchase/{id} (part 1 §2.1, login required): buying one's place in the event {id}. Only the
 * event's own pay-to-register flow exists (part 3 §4.4), so the page is that flow on its own.
 */
export default function PurchasePage() {
  const t = useT();
  const { id } = useParams();
  const state = useEventByLocator(locateEvent({ eventId: id }));
  usePublishActiveEvent(state.status === 'loaded' ? state.event._id : null);
  return (
    <Container maxW="3xl" py="8" data-testid="purchase-page">
      {state.status === 'loading' ? <PageLoader label={t('landing.loading')} /> : null}
      {state.status === 'loaded' ? <Purchase event={state.event} /> : null}
      {state.status === 'not-found' || state.status === 'error' ? (
        <Alert.Root status="info" data-testid="landing-missing">
          <Alert.Indicator />
          <Alert.Title>
            {t(state.status === 'error' ? 'landing.error' : 'landing.notFound')}
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Container>
  );
}

function Purchase({ event }: { event: AforoEvent }) {
  const t = useT();
  const registration = useMyRegistration(event._id);
  const theme = useMemo(() => landingTheme(event.styles), [event.styles]);
  const payment = event.payment?.enabled === true ? event.payment : null;
  const landing = `/landing/${event._id}`;

  let body;
  if (payment === null) body = <Text>{t('landing.purchaseNotPaid')}</Text>;
  else if (registration.status === 'loading') body = <PageLoader />;
  else if (registration.status !== 'registered')
    body = <Text data-testid="purchase-register-first">{t('landing.purchaseRegisterFirst')}</Text>;
  else if (paymentStateOf(registration.attendee, payment) === null)
    body = <Text>{t('landing.purchaseNoPayment')}</Text>;
  else body = <PaymentPanel event={event} attendee={registration.attendee} theme={theme} />;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('landing.purchaseTitle', { name: event.name })}
      </Heading>
      {payment ? (
        <Text>
          {t('landing.purchasePrice', { price: formatPrice(payment.price, payment.currency) })}
        </Text>
      ) : null}
      {body}
      <Link asChild alignSelf="start" textDecoration="underline">
        <RouterLink to={landing}>{t('landing.viewEvent')}</RouterLink>
      </Link>
    </Stack>
  );
}
