import { buildIcs, type CalendarEntry } from '@aforo/domain';

/** A file name a download can carry: letters, digits and dashes (the API names its files so). */
export function icsFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'evento'}.ics`;
}

/**
 * Downloads entries as one .ics file, built here from what the page already shows (the same
 * builder as the API's calendar routes): it needs no request, so it works for private events and
 * offline alike.
 */
export function downloadIcs(entries: readonly CalendarEntry[], name: string): void {
  const blob = new Blob([buildIcs(entries, { name })], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is released after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
