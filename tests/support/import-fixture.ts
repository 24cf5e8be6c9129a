/**
 * The guest import's test file: a header whose mandatory column comes first under a
 * name no field has (Cédula, so the mapping must relate it by hand), names with accents and
 * emoji, one row repeating an earlier e-mail, one invalid e-mail. tests/fixtures/import-500.xlsx
 * is this workbook; `npm run fixtures:import` writes it again.
 */
import XLSX from 'sheetjs-style';

export const IMPORT_HEADERS = ['Cédula', 'email', 'names'] as const;
export const IMPORT_FIXTURE_ROWS = 500;
/** Sheet rows (1 is the header) of the invalid e-mail and of the repeated one. */
export const INVALID_EMAIL_ROW = 251;
export const DUPLICATE_ROW = IMPORT_FIXTURE_ROWS + 1;

const NAMES = ['José', 'María', 'Ñandú', 'Zoë', 'Begoña', 'Ángela', 'Iñaki', 'Çelik', 'Øyvind'];
const SURNAMES = ['Pérez 🎉', 'Gómez', 'Núñez 🌻', 'Müller', 'Araújo', 'Dvořák', 'Łukasz ✨'];

export function importEmail(tag: string, i: number): string {
  return `importado-${tag}-${i}@example.com`;
}

/** Data rows: [cédula, e-mail, names]. */
export function importFixtureRows(count: number, tag = 'fixture'): string[][] {
  const rows = Array.from({ length: count }, (_, i) => [
    String(90_000_000 + i),
    importEmail(tag, i),
    `${NAMES[i % NAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${i}`,
  ]);
  if (count >= IMPORT_FIXTURE_ROWS) {
    const invalid = rows[INVALID_EMAIL_ROW - 2]!;
    invalid[1] = 'correo-no-valido@';
    // The last row repeats the first one's e-mail: the import updates that attendee, no duplicate.
    rows[DUPLICATE_ROW - 2] = [rows[0]![0]!, rows[0]![1]!, `${rows[0]![2]} (repetido)`];
  }
  return rows;
}

export function importWorkbook(count: number, tag = 'fixture'): Uint8Array {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([[...IMPORT_HEADERS], ...importFixtureRows(count, tag)]);
  XLSX.utils.book_append_sheet(book, sheet, 'Invitados');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
