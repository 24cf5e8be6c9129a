import { useIntl } from 'react-intl';
import { useOptionalAdminEvent } from './event/admin-event-context';
import type { DateScope } from './text-dates';

/**
 * The scope the date formatters read: the reader's language and the event's zone (its
 * `time_zone`; none: the default event zone).
 */
export function useDateScope(zone?: string | null): DateScope {
  const { locale } = useIntl();
  return { locale, zone: zone ?? null };
}

/** useDateScope for the screens of the admin shell: its event's zone. */
export function useAdminDateScope(): DateScope {
  const admin = useOptionalAdminEvent();
  return useDateScope(admin?.event.time_zone);
}
