import type { AforoEvent, Attendee } from '@aforo/domain';
import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasEnded } from '../../../lib/event/event-ended';
import { notify } from '../../../lib/notify';
import { useT } from '../../../i18n/use-t';
import type { RegistrationOutcome } from '../api/use-registration-submit';
import { landingAfterRegistration, type RegistrationMode } from '../lib/registration-values';
import { RegistrationForm } from './registration-form';
import { RegistrationResult } from './registration-result';

/** Spec part 3 §9: the redirect follows the result message by 100 ms; a transfer closes at 4 s. */
const REDIRECT_MS = 100;
const TRANSFER_CLOSE_MS = 4_000;

/** The form, then its result; the landing redirect and the transfer's closing are timed here. */
export function RegistrationFlow({
  event,
  mode,
  own,
  onClose,
  onLogin,
}: {
  event: AforoEvent;
  mode: RegistrationMode;
  own: Attendee | null;
  onClose: () => void;
  onLogin: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);

  useEffect(() => {
    if (outcome === null) return undefined;
    const target = landingAfterRegistration(event._id, pathname, outcome.code);
    const redirect = setTimeout(() => navigate(target), REDIRECT_MS);
    const close = mode === 'transfer' ? setTimeout(onClose, TRANSFER_CLOSE_MS) : null;
    return () => {
      clearTimeout(redirect);
      if (close) clearTimeout(close);
    };
    // Runs once per outcome: the path changes because of the redirect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (outcome) {
    return <RegistrationResult event={event} outcome={outcome} onContinue={onClose} />;
  }
  // Every way into a new registration (the landing's dialog, the login modal's Register tab)
  // passes here: an event that has ended says so instead of offering the form.
  if (mode === 'register' && hasEnded(event)) {
    return (
      <Alert.Root status="info" data-testid="registration-ended">
        <Alert.Indicator />
        <Alert.Title>{t('landing.ended')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <RegistrationForm
      event={event}
      mode={mode}
      own={own}
      onLogin={onLogin}
      onSuccess={(result) => {
        notify(t(result.message));
        setOutcome(result);
      }}
    />
  );
}
