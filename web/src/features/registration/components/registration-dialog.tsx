import type { AforoEvent, Attendee } from '@aforo/domain';
import { Alert } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import type { RegistrationMode } from '../lib/registration-values';
import { RegistrationFlow } from './registration-flow';

export type { RegistrationMode } from '../lib/registration-values';

/** Register (a new or signed-in visitor), update one's own registration, or transfer the ticket. */
export interface RegistrationDialogProps {
  event: AforoEvent;
  mode: RegistrationMode;
  /** The visitor's own registration (the landing keeps it live); update and transfer start from it. */
  own: Attendee | null;
  onClose: () => void;
}

const TITLE = {
  register: 'registration.titleRegister',
  update: 'registration.titleUpdate',
  transfer: 'registration.titleTransfer',
} as const;

/**
 * The registration form in a dialog, for the landing page's signed-in visitors: update and
 * transfer start from the user's own registration, which the landing already holds.
 */
export default function RegistrationDialog({ event, mode, own, onClose }: RegistrationDialogProps) {
  const t = useT();
  const session = useSession();
  const login = () => {
    onClose();
    session.openLogin({ tab: 'login' });
  };
  const body =
    mode !== 'register' && own === null ? (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('registration.notRegistered')}</Alert.Title>
      </Alert.Root>
    ) : (
      <RegistrationFlow event={event} mode={mode} own={own} onClose={onClose} onLogin={login} />
    );
  return (
    <AppDialog open onClose={onClose} title={t(TITLE[mode])} size="lg" testId="registration-dialog">
      {body}
    </AppDialog>
  );
}
