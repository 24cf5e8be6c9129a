/**
 * The check-in exports' file names (spec part 1 §9: asistentes_{event}.xls and
 * asistentes_actividad_{activity}.xls). The workbook itself is built by lib/spreadsheet.
 */

/** A file name that keeps the event's name readable but safe on every file system. */
export function exportFileName(eventName: string, prefix = 'asistentes'): string {
  const safe = eventName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${prefix}_${safe || 'evento'}.xls`;
}
