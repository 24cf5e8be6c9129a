import { en } from './en';
import { es, type Catalogue } from './es';
import { pt } from './pt';
import type { Locale } from './locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/** Every catalogue at once, for the tests; the app loads English and Portuguese on demand. */
export const catalogues: Record<Locale, Catalogue> = { es, en, pt };
