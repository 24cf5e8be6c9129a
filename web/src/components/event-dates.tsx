import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n/use-t';
import { formatEventDate } from '../lib/dates';

/** "from – to" of an event in the visitor's language: cards, my events and tickets share it. */
export function EventDates({
  from,
  to,
}: {
  from: string | null | undefined;
  to: string | null | undefined;
}) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <Text color="gray.700">
      {t('event.dates', { from: formatEventDate(from, locale), to: formatEventDate(to, locale) })}
    </Text>
  );
}
