import type { AforoEvent } from '@aforo/domain';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import type { RegistrationOutcome } from '../api/use-registration-submit';
import { RegistrationMessage } from './registration-message';

const ACCESS_TEXT = {
  'signed-in': 'registration.signedIn',
  'access-mail': 'registration.accessMailSent',
  'validation-mail': 'registration.validationMailSent',
  'transfer-mail': 'registration.transferMailSent',
} as const;

/** What the visitor sees once the API has accepted the form. */
export function RegistrationResult({
  event,
  outcome,
  onContinue,
}: {
  event: AforoEvent;
  outcome: RegistrationOutcome;
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <Stack gap="4" pt="2" data-testid="registration-result">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title fontSize="lg">{t(outcome.message)}</Alert.Title>
      </Alert.Root>
      <Text data-testid="registration-access">
        {t(ACCESS_TEXT[outcome.access], { email: outcome.email })}
      </Text>
      {outcome.message === 'registration.transferred' ? null : (
        <RegistrationMessage html={event.registration_message ?? ''} />
      )}
      <Button alignSelf="end" onClick={onContinue}>
        {t('registration.continue')}
      </Button>
    </Stack>
  );
}
