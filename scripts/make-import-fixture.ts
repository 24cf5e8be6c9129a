/** Writes tests/fixtures/import-500.xlsx (see tests/support/import-fixture.ts). */
import { writeFileSync } from 'node:fs';
import { IMPORT_FIXTURE_ROWS, importWorkbook } from '../tests/support/import-fixture';

const target = new URL('../tests/fixtures/import-500.xlsx', import.meta.url);
writeFileSync(target, importWorkbook(IMPORT_FIXTURE_ROWS));
console.log(`[aforo] wrote ${target.pathname}`);
