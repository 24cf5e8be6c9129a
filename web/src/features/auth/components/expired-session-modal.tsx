import { Button, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';

/** Spec part 1 §2.7: sign in again, or cancel (the session is cleared and the visitor goes home). */
export default function ExpiredSessionModal() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  // Home first, so a guarded page does not turn the sign-out into a login request.
  const cancel = async () => {
    void navigate('/');
    await session.signOut();
  };
  const signInAgain = async () => {
    await session.signOut();
    session.openLogin({ returnTo: here });
  };
  return (
    <AppDialog
      open
      blocking
      onClose={() => void cancel()}
      title={t('session.expiredTitle')}
      testId="expired-session"
      footer={
        <>
          <Button variant="outline" onClick={() => void cancel()}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="blue" onClick={() => void signInAgain()}>
            {t('userMenu.login')}
          </Button>
        </>
      }
    >
      <Text>{t('session.expiredText')}</Text>
    </AppDialog>
  );
}
