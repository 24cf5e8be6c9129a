import { en } from './en';
import { es, type Catalogue } from './es';
import { pt } from './pt';

export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export const catalogues: Record<Locale, Catalogue> = { es, en, pt };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
