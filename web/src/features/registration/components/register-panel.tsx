import { Alert } from '@chakra-ui/react';
import { useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import type { EventLocator } from '../../../lib/event/event-locator';
import { useEventByLocator } from '../../../lib/event/use-event';
import { useSession } from '../../../lib/session/session-provider';
import { RegistrationFlow } from './registration-flow';

/**
 * The login modal's Register tab (spec part 3 §2.4) for the event on screen. It is its own chunk,
 * so the login modal stays light for the visitors who only log in.
 */
export default function RegisterPanel({ eventId }: { eventId: string }) {
  const t = useT();
  const session = useSession();
  const locator = useMemo<EventLocator>(() => ({ by: 'id', id: eventId }), [eventId]);
  const state = useEventByLocator(locator);
  if (state.status === 'loading') return <PageLoader label={t('registration.loading')} />;
  if (state.status !== 'loaded') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('registration.unavailable')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <RegistrationFlow
      event={state.event}
      mode="register"
      own={null}
      onClose={session.closeModal}
      onLogin={() => session.openLogin({ tab: 'login' })}
    />
  );
}
