import { describe, expect, it } from 'vitest';
import { craftedWorkbook, workbookBytes } from '../../../../tests/support/workbooks';
import { SpreadsheetError } from './errors';
import { parseWorkbook } from './parse';

const options = { maxRows: 100 };

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.code;
    throw error;
  }
  return 'none';
}

describe('parseWorkbook (runs in the spreadsheet Worker)', () => {
  it('trims the headers, skips empty rows and keeps accents, emoji, numbers and dates', () => {
    const date = new Date(Date.UTC(2027, 2, 4, 15, 0));
    const parsed = parseWorkbook(
      workbookBytes([
        ['  email ', 'names  ', 'edad', 'llegada'],
        ['ana@example.com', 'Ána Ñandú 🎉', 41, date],
        [null, '', null, null],
        ['bea@example.com', 'Bea', null, null],
      ]),
      options,
    );
    expect(parsed.sheetName).toBe('Hoja1');
    expect(parsed.headers).toEqual(['email', 'names', 'edad', 'llegada']);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]?.[1]).toBe('Ána Ñandú 🎉');
    expect(parsed.rows[0]?.[2]).toBe(41);
    expect(parsed.rows[0]?.[3]).toBeInstanceOf(Date);
    expect(parsed.rows[1]).toEqual(['bea@example.com', 'Bea', null, null]);
  });

  it('refuses a crafted workbook and leaves Object.prototype untouched (CVE-2023-30533)', () => {
    const before = Reflect.ownKeys(Object.prototype);
    expect(codeOf(() => parseWorkbook(craftedWorkbook(), options))).toBe('unsafe');
    expect(Reflect.ownKeys(Object.prototype)).toEqual(before);
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });

  it('refuses what is not a workbook: a CSV, a renamed program', () => {
    const csv = new TextEncoder().encode('email,names\nana@example.com,Ana\n');
    expect(codeOf(() => parseWorkbook(csv, options))).toBe('format');
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    expect(codeOf(() => parseWorkbook(exe, options))).toBe('format');
  });

  it('tells an empty sheet from a sheet without headers', () => {
    expect(codeOf(() => parseWorkbook(workbookBytes([['email', 'names']]), options))).toBe('empty');
    expect(
      codeOf(() =>
        parseWorkbook(
          workbookBytes([
            ['', ''],
            ['a', 'b'],
          ]),
          options,
        ),
      ),
    ).toBe('no-header');
  });

  it('stops at the row cap', () => {
    const rows = [['email'], ...Array.from({ length: 5 }, (_, i) => [`p${i}@example.com`])];
    expect(codeOf(() => parseWorkbook(workbookBytes(rows), { maxRows: 3 }))).toBe('too-many-rows');
  });
});
