import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEXT } from './first-screen';

const web = resolve(__dirname, '../../../web/src');
const catalogues = [
  readFileSync(`${web}/i18n/es.ts`, 'utf8'),
  readFileSync(`${web}/features/landing/messages.ts`, 'utf8'),
  readFileSync(`${web}/features/organizations/messages.ts`, 'utf8'),
].join('\n');

describe("the public pages' first screens in the HTML", () => {
  it("says what the app's Spanish catalogue says, so React's render replaces it word for word", () => {
    for (const [id, text] of Object.entries(FIRST_SCREEN_TEXT)) {
      expect(catalogues).toContain(`'${id}': '${text}'`);
    }
  });
});
