import { DateTime } from 'luxon';

/*
 * The app's one set of date formatters lives in text-dates.ts (luxon-free, for the landing's
 * first load); every other screen imports them from here.
 */
export * from './text-dates';

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
