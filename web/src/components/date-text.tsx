import { useOptionalAdminEvent } from '../lib/event/admin-event-context';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeRange,
  type DateValue,
} from '../lib/text-dates';
import { useDateScope } from '../lib/use-date-scope';

const FORMATS = { date: formatDate, dateTime: formatDateTime, time: formatTime } as const;

/**
 * A date through the shared formatters, for places that render a node (table cells of the
 * resource declarations): in the reader's language and the zone given, else the admin shell's
 * event's.
 */
export function DateText({
  value,
  to,
  kind = 'dateTime',
  seconds = false,
  zone,
}: {
  value: DateValue;
  /** The end of a range (then `kind` is ignored: formatTimeRange). */
  to?: DateValue;
  kind?: keyof typeof FORMATS;
  /** A date-time to the second (bids that may share a minute). */
  seconds?: boolean;
  zone?: string | null;
}) {
  const admin = useOptionalAdminEvent();
  const scope = useDateScope(zone ?? admin?.event.time_zone);
  if (to !== undefined) return <>{formatTimeRange(value, to, scope)}</>;
  if (seconds) return <>{formatDateTime(value, scope, 'second')}</>;
  return <>{FORMATS[kind](value, scope)}</>;
}
