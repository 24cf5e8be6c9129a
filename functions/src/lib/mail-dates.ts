import { formatDateTimeRange, type DateValue } from '@aforo/domain';

/**
 * When something happens, in a mail: the product's shared formatters (domain date-format.ts), in
 * the mail's language (Spanish unless the mail follows its reader's) and in the event's zone. A mail's reader may be anywhere, so the
 * zone is always named ("15 de mar de 2027, 9:00 a 10:00 a. m. GMT-5"): the reader's zone is
 * taken as UTC, which differs from every event zone but UTC's own.
 */
export function mailDateRange(
  from: DateValue,
  to: DateValue,
  zone: string | null | undefined,
  locale = 'es',
): string {
  return formatDateTimeRange(from, to || from, { locale, zone, readerZone: 'UTC' });
}
