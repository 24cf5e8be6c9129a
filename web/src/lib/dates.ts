import type { TimestampLike } from '@aforo/domain';
import { DateTime } from 'luxon';

export { formatEventDate } from './text-dates';

const TEXT_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm'];

/** Parses the spec's text dates ('YYYY-MM-DD HH:mm[:ss]'); null when it is not one. */
export function parseDateText(text: string | null | undefined): DateTime | null {
  if (!text) return null;
  for (const format of TEXT_FORMATS) {
    const parsed = DateTime.fromFormat(text, format);
    if (parsed.isValid) return parsed;
  }
  return null;
}

/** A stored timestamp as the admin lists show it: DD/MM/YYYY (spec part 2 §9). */
export function formatTimestampDate(value: TimestampLike | null | undefined): string {
  return value ? DateTime.fromMillis(value.toMillis()).toFormat('dd/MM/yyyy') : '';
}
