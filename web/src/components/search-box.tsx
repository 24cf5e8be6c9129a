import { Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';
import type { SearchResult } from '../lib/search';

/** The list search of spec part 3 §5.9; the filtering itself is lib/search.ts. */
export function SearchBox({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  status: SearchResult<unknown>['status'];
}) {
  const t = useT();
  return (
    <Stack gap="1" maxW="sm" width="full">
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite" minH="5">
        {status === 'too-short' ? t('search.tooShort') : null}
        {status === 'no-results' ? t('search.noResults') : null}
      </Text>
    </Stack>
  );
}
