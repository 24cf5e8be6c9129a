import type { AforoEvent } from '@aforo/domain';
import { Alert } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { useOwnRegistration } from '../api/use-own-registration';
import type { RegistrationMode } from '../lib/registration-values';
import { RegistrationFlow } from './registration-flow';

export type { RegistrationMode } from '../lib/registration-values';

/** Register (a new or signed-in visitor), update one's own registration, or transfer the ticket. */
export interface RegistrationDialogProps {
  event: AforoEvent;
  mode: RegistrationMode;
  onClose: () => void;
}

const TITLE = {
  register: 'registration.titleRegister',
  update: 'registration.titleUpdate',
  transfer: 'registration.titleTransfer',
} as const;

/**
 * The registration form in a dialog, for the landing page's signed-in visitors: update and
 * transfer start from the user's own registration, which the API reads.
 */
export default function RegistrationDialog({ event, mode, onClose }: RegistrationDialogProps) {
  const t = useT();
  const session = useSession();
  const needsOwn = mode !== 'register';
  const own = useOwnRegistration(event._id, needsOwn);
  const login = () => {
    onClose();
    session.openLogin({ tab: 'login' });
  };
  let body;
  if (needsOwn && own.status === 'loading') {
    body = <PageLoader label={t('registration.loading')} />;
  } else if (needsOwn && own.status !== 'loaded') {
    body = (
      <Alert.Root status={own.status === 'none' ? 'info' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>
          {t(own.status === 'none' ? 'registration.notRegistered' : 'registration.unavailable')}
        </Alert.Title>
      </Alert.Root>
    );
  } else {
    body = (
      <RegistrationFlow
        event={event}
        mode={mode}
        own={own.status === 'loaded' ? own.attendee : null}
        onClose={onClose}
        onLogin={login}
      />
    );
  }
  return (
    <AppDialog open onClose={onClose} title={t(TITLE[mode])} size="lg" testId="registration-dialog">
      {body}
    </AppDialog>
  );
}
