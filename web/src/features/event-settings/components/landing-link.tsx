import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';

/** Where visitors register, with a button that copies it (and says so when it cannot). */
export function LandingLink({ eventId }: { eventId: string }) {
  const t = useT();
  const url = `${window.location.origin}/landing/${encodeURIComponent(eventId)}`;
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      notify(t('eventSettings.checklist.copied'));
    } catch {
      notify(t('eventSettings.checklist.copyFailed'), { type: 'error' });
    }
  }
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" data-testid="checklist-landing">
      <Text fontSize="sm">{t('eventSettings.checklist.landing')}</Text>
      <HStack gap="2" flexWrap="wrap">
        <Link asChild color="blue.700" wordBreak="break-all">
          <RouterLink to={`/landing/${encodeURIComponent(eventId)}`}>{url}</RouterLink>
        </Link>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('eventSettings.checklist.copy')}
        </Button>
      </HStack>
    </Stack>
  );
}
