import { Button, HStack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/use-t';
import { useBrowserNotifications } from '../../lib/browser-notifications';

/**
 * "Recibir notificaciones en este navegador" in the bell's list: asks the
 * browser's permission from the click and keeps the choice for this browser. Not shown where
 * the browser has no notifications or service workers.
 */
export function BrowserNotificationsOptIn() {
  const t = useT();
  const { state, enable, disable } = useBrowserNotifications();
  if (state === 'unsupported') return null;
  if (state === 'denied') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="browser-notifications-denied">
        {t('bell.browser.denied')}
      </Text>
    );
  }
  if (state === 'on') {
    return (
      <HStack justify="space-between" gap="2" data-testid="browser-notifications-on">
        <Text fontSize="sm">{t('bell.browser.on')}</Text>
        <Button size="xs" variant="ghost" onClick={disable}>
          {t('bell.browser.disable')}
        </Button>
      </HStack>
    );
  }
  return (
    <Button size="xs" variant="outline" alignSelf="start" onClick={enable}>
      {t('bell.browser.enable')}
    </Button>
  );
}
