import type { IntlConfig } from 'react-intl';

/** The prefix the browser tests' guard (e2e/fixtures.ts) recognises as a message defect. */
export const INTL_ERROR_PREFIX = '[i18n]';

/**
 * react-intl reports a missing or unformattable message only in development builds; the e2e
 * suite runs the production build, where a raw id would reach the screen without a word. Every
 * build reports it, once per id, as a console error a test (and a developer) cannot miss.
 */
const reported = new Set<string>();

export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  const key = `${error.code}:${error.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`${INTL_ERROR_PREFIX} ${error.code}: ${error.message}`);
};
