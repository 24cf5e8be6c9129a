import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-provider';

/**
 * What a social screen (the event's social zone, the room's chat tab) shows someone who is not an
 * attendee of the event. Part 1 §6: the attendee list and the chats open the register dialog for
 * a visitor.
 */
export function RegisterGate({ anonymous }: { anonymous: boolean }) {
  const t = useT();
  const { openLogin } = useSession();
  useEffect(() => {
    if (anonymous) openLogin({ tab: 'register' });
  }, [anonymous, openLogin]);
  return (
    <Stack gap="3" data-testid="social-register-gate">
      <Text>{t('social.needsRegistration')}</Text>
      {anonymous ? (
        <Button alignSelf="start" onClick={() => openLogin({ tab: 'register' })}>
          {t('social.register')}
        </Button>
      ) : null}
    </Stack>
  );
}
