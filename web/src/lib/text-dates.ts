/*
 * The date formatters (domain/src/entities/date-format.ts), for the landing's first load: this
 * module brings no luxon along, unlike dates.ts, which adds luxon's parsing helpers.
 */
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatDayHeading,
  formatTime,
  formatTimeRange,
  intlLocale,
  readerZone,
  type DateScope,
  type DateValue,
} from '@aforo/domain';
