import { Alert, Button } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';

/** The documents could not be read: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        {t('resource.loadFailed')} {normalizeError(error).message}
      </Alert.Title>
      <Button size="sm" ms="auto" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}
