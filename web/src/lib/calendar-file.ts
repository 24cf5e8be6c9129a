import { buildIcs, icsFileName, type CalendarEntry } from '@aforo/domain';
import { saveBlob } from './files/save-blob';

/**
 * Downloads entries as one .ics file, built here from what the page already shows (the same
 * builder as the API's calendar routes): it needs no request, so it works for private events and
 * offline alike.
 */
export function downloadIcs(entries: readonly CalendarEntry[], name: string): void {
  const blob = new Blob([buildIcs(entries, { name })], { type: 'text/calendar;charset=utf-8' });
  saveBlob(blob, icsFileName(name));
}
