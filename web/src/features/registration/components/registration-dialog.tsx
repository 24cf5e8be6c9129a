import type { AforoEvent } from '@aforo/domain';
import { AppDialog } from '../../../components/app-dialog';
import { UnderConstruction } from '../../../components/under-construction';
import { useT } from '../../../i18n/use-t';

/** Register (a new or signed-in visitor), update one's own registration, or transfer the ticket. */
export type RegistrationMode = 'register' | 'update' | 'transfer';

export interface RegistrationDialogProps {
  event: AforoEvent;
  mode: RegistrationMode;
  onClose: () => void;
}

// PLACEHOLDER (issue #8): replaced by the registration form.
export default function RegistrationDialog({ onClose }: RegistrationDialogProps) {
  const t = useT();
  return (
    <AppDialog open onClose={onClose} title={t('login.tabRegister')} testId="registration-dialog">
      <UnderConstruction title={t('login.tabRegister')} />
    </AppDialog>
  );
}
