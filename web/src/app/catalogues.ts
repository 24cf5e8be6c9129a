import { en } from '../i18n/en';
import { es, type Catalogue } from '../i18n/es';
import { LOCALES, type Locale } from '../i18n/locales';
import { pt } from '../i18n/pt';
import { adminFeatureMessages } from './admin-messages';
import { featureMessages } from './messages';

const shared = { es, en, pt };

/**
 * Every whole catalogue at once (shared messages and the registered features'), for the tests;
 * the app loads English and Portuguese on demand and merges in the I18nProvider.
 */
export const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...shared[locale],
      ...featureMessages[locale],
      ...adminFeatureMessages[locale],
    } as Catalogue,
  ]),
) as Record<Locale, Catalogue>;

export { shared as sharedCatalogues };
