import { Alert } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';
import { normalizeError } from '../lib/api-client';

/** A section (of the landing, or a feature's section on it) whose content could not be read: the status and the message, as spec §8. */
export function SectionError({ error }: { error: unknown }) {
  const t = useT();
  const { status, message } = normalizeError(error);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{t('common.sectionError', { status, message })}</Alert.Title>
    </Alert.Root>
  );
}
