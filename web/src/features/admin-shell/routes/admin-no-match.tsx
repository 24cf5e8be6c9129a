import { Alert } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';

/** Any other path inside the shell (spec part 1 §2.2). */
export default function AdminNoMatch() {
  const t = useT();
  return (
    <Alert.Root status="info" maxW="2xl" data-testid="admin-no-match">
      <Alert.Indicator />
      <Alert.Title>{t('admin.noMatch')}</Alert.Title>
    </Alert.Root>
  );
}
