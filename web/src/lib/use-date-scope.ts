import { useIntl } from 'react-intl';
import type { DateScope } from './text-dates';

/**
 * The scope the date formatters read: the reader's language and the event's zone (its
 * `time_zone`; none: the default event zone).
 */
export function useDateScope(zone?: string | null): DateScope {
  const { locale } = useIntl();
  return { locale, zone: zone ?? null };
}
