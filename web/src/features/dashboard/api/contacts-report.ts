import type { ContactsReport } from '@aforo/domain';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** The event's contact requests, counted and the newest listed (admins only, through the API). */
export function useContactsReport(eventId: string) {
  return useApiRead<ContactsReport>(
    queryKeys.dashboard.contacts(eventId),
    `/api/events/${encodeURIComponent(eventId)}/networking/contacts_report`,
  );
}
