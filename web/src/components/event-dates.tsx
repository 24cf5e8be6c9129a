import { Text } from '@chakra-ui/react';
import { formatDateTimeRange } from '../lib/text-dates';
import { useDateScope } from '../lib/use-date-scope';

/**
 * "from – to" of an event in the visitor's language and the event's zone: cards, my events and
 * tickets share it (a one-day event names its day once).
 */
export function EventDates({
  from,
  to,
  zone,
}: {
  from: string | null | undefined;
  to: string | null | undefined;
  /** The event's time_zone. */
  zone: string | null | undefined;
}) {
  const scope = useDateScope(zone);
  return <Text color="gray.700">{formatDateTimeRange(from, to, scope)}</Text>;
}
