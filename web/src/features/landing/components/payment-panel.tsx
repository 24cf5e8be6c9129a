import { Alert, Stack, Text } from '@chakra-ui/react';
import { paymentStateOf, type AforoEvent, type Attendee } from '@aforo/domain';
import { useState } from 'react';
import { useErrorModal } from '../../../components/error-modal';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { createEventOrder, postCheckoutForm } from '../api/checkout';
import { formatPrice } from '../../../lib/price';
import type { LandingTheme } from '../../../lib/landing-theme';
import { ThemedButton } from './themed-button';

/**
 * Part 3 §4.4: an event that charges invites its unpaid attendees to pay and tells paid ones so.
 * Attendees of any other role are not asked to pay.
 */
export function PaymentPanel({
  event,
  attendee,
  theme,
}: {
  event: AforoEvent;
  attendee: Attendee;
  theme: LandingTheme;
}) {
  const t = useT();
  const state = paymentStateOf(attendee, event.payment);
  if (state === 'paid') {
    return (
      <Alert.Root status="success" data-testid="landing-paid">
        <Alert.Indicator />
        <Alert.Title>{t('landing.paid')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (state !== 'unpaid') return null;
  return (
    <Stack gap="2" data-testid="landing-payment">
      <Text>{t('landing.payInvite')}</Text>
      <PayButton event={event} theme={theme} />
    </Stack>
  );
}

/** Creates the order, then hands the browser to the checkout with the form the server signed. */
function PayButton({ event, theme }: { event: AforoEvent; theme: LandingTheme }) {
  const t = useT();
  const session = useSession();
  const showError = useErrorModal();
  const [busy, setBusy] = useState(false);
  const payment = event.payment;
  const uid = session.user?.uid;
  if (!payment || !uid) return null;

  const pay = async () => {
    setBusy(true);
    try {
      const order = await createEventOrder(event, uid);
      // The page is leaving for the checkout: the button stays busy until it has.
      postCheckoutForm(order.checkout);
    } catch (err) {
      setBusy(false);
      showError(err);
    }
  };

  return (
    <ThemedButton
      theme={theme}
      alignSelf="start"
      loading={busy}
      loadingText={t('landing.payRedirecting')}
      onClick={() => void pay()}
      data-testid="landing-pay"
    >
      {t('landing.pay', { price: formatPrice(payment.price, payment.currency) })}
    </ThemedButton>
  );
}
