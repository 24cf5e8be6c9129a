import { Alert } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useSearchParams } from 'react-router-dom';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { hasText, RichText } from '../../../components/rich-text';

/** ?register= after the registration form (part 3 §4.1): 1 new, 2 an existing user, 4 a transfer. */
const NOTICES: Record<string, MessageKey> = {
  '1': 'landing.noticeRegistered',
  '2': 'landing.noticeUpdated',
  '4': 'landing.noticeTransferred',
};

export function RegisterNotice({ event }: { event: AforoEvent }) {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('register') ?? '';
  const title = NOTICES[code];
  if (!title) return null;
  // The event's own message follows a registration, not a transfer to someone else.
  const message = code !== '4' && hasText(event.registration_message);
  return (
    <Alert.Root status="success" data-testid="landing-register-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(title)}</Alert.Title>
        {message ? (
          <Alert.Description asChild>
            <RichText
              html={event.registration_message}
              data-testid="landing-registration-message"
            />
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
