import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { useOrderState } from '../api/checkout';

/** /landing/{eventId}/success/{pay|free} (part 3 §2.1). */
export function SuccessPanel({
  event,
  kind,
  basePath,
}: {
  event: AforoEvent;
  kind: 'pay' | 'free';
  basePath: string;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const reference = params.get('payment');
  // The order is the buyer's own: it is asked for once the session is back.
  const signedIn = useSession().status === 'signed-in';
  return (
    <Stack gap="3" data-testid={`landing-success-${kind}`}>
      <Heading as="h2" size="xl">
        {t(kind === 'pay' ? 'landing.successPay' : 'landing.successFree')}
      </Heading>
      {kind === 'free' ? <Text>{t('landing.successFreeText', { name: event.name })}</Text> : null}
      {kind === 'pay' && reference && signedIn ? <OrderStatus reference={reference} /> : null}
      <Link asChild alignSelf="start" textDecoration="underline">
        <RouterLink to={basePath}>{t('landing.backToEvent')}</RouterLink>
      </Link>
    </Stack>
  );
}

/** The state of the order PayU sent the buyer back with; the confirmation may come later. */
function OrderStatus({ reference }: { reference: string }) {
  const t = useT();
  const order = useOrderState(reference);
  if (order.status !== 'success') return null;
  const status = order.data.status;
  const key = `landing.order${status}` as MessageKey;
  return (
    <Alert.Root
      status={status === 'APPROVED' ? 'success' : status === 'PENDING' ? 'info' : 'warning'}
      data-testid="landing-order-status"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(key)}</Alert.Title>
        <Alert.Description>{t('landing.orderReference', { reference })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
