import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';

export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Stack direction="row" align="center" justify="center" p="8" role="status">
      <Spinner size="sm" />
      <Text>{label ?? t('common.loading')}</Text>
    </Stack>
  );
}
