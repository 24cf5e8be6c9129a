import { Alert } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';

/**
 * The agenda's content could not be read: the landing's section message (spec §8), drawn here so
 * this lazy chunk needs nothing of the landing's own chunks at run time.
 */
export function AgendaError({ error }: { error: unknown }) {
  const t = useT();
  const { status, message } = normalizeError(error);
  return (
    <Alert.Root status="error" data-testid="agenda-error">
      <Alert.Indicator />
      <Alert.Title>{t('common.sectionError', { status, message })}</Alert.Title>
    </Alert.Root>
  );
}
