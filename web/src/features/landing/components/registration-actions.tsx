import { Button, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent, Attendee } from '@aforo/domain';
import { Suspense, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { hasEnded } from '../../../lib/event/event-ended';
import { useSession } from '../../../lib/session/session-provider';
// The form is heavy and most visitors only read the landing: it loads when a button asks for it.
import { RegistrationDialog, type RegistrationMode } from '../../registration';
import type { MyRegistration } from '../../../lib/registration/use-my-registration';
import type { LandingTheme } from '../../../lib/landing-theme';
import { ThemedButton } from './themed-button';

/**
 * Part 3 §4.1: an anonymous visitor registers through the login modal's Register tab; a signed-in
 * visitor who is not registered gets the form; an attendee updates it or transfers the ticket.
 * show_inscription governs only the button that registers. An event that has ended takes no
 * registrations: it says so instead of offering the button.
 */
export function RegistrationActions({
  event,
  registration,
  theme,
}: {
  event: AforoEvent;
  registration: MyRegistration;
  theme: LandingTheme;
}) {
  const t = useT();
  const session = useSession();
  // The registration is taken when the dialog opens: a transfer removes it from the live state
  // while the dialog still shows its result.
  const [dialog, setDialog] = useState<{ mode: RegistrationMode; own: Attendee | null } | null>(
    null,
  );
  const open = (mode: RegistrationMode) =>
    setDialog({ mode, own: registration.status === 'registered' ? registration.attendee : null });
  const showInscription = event.show_inscription !== false;

  let actions = null;
  if (registration.status === 'registered') {
    actions = (
      <Stack gap="2" data-testid="landing-registered">
        <Text>{t('landing.registeredAlready')}</Text>
        <Stack direction="row" gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => open('update')} data-testid="landing-update">
            {t('landing.updateRegistration')}
          </Button>
          <Button variant="outline" onClick={() => open('transfer')} data-testid="landing-transfer">
            {t('landing.transferTicket')}
          </Button>
        </Stack>
      </Stack>
    );
  } else if (hasEnded(event)) {
    actions = (
      <Text fontWeight="semibold" data-testid="landing-ended">
        {t('landing.ended')}
      </Text>
    );
  } else if (
    showInscription &&
    (registration.status === 'anonymous' || registration.status === 'none')
  ) {
    const anonymous = registration.status === 'anonymous';
    actions = (
      <ThemedButton
        theme={theme}
        alignSelf="start"
        data-testid="landing-register"
        onClick={() => (anonymous ? session.openLogin({ tab: 'register' }) : open('register'))}
      >
        {t('landing.register')}
      </ThemedButton>
    );
  } else if (showInscription && registration.status === 'loading') {
    // While the session is restored (Firebase Auth loads after the landing's first render): the
    // button's place is kept, so the sections below do not move down when it can act.
    actions = (
      <ThemedButton theme={theme} alignSelf="start" loading data-testid="landing-register-pending">
        {t('landing.register')}
      </ThemedButton>
    );
  }

  return (
    <>
      {actions}
      {dialog !== null ? (
        <Suspense fallback={null}>
          <RegistrationDialog
            event={event}
            mode={dialog.mode}
            own={dialog.own}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
