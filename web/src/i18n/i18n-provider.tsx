import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { setErrorCatalogue } from '../lib/api-client';
import type { MessagesByLocale } from './define-messages';
import { es, type Catalogue, type CoreCatalogue } from './es';
import { reportIntlError } from './intl-errors';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/*
 * Spanish, the default, is in the first JS; English and Portuguese load when chosen (the
 * landing's first JS carries one catalogue, not three).
 */
const loaded: Partial<Record<Locale, CoreCatalogue>> = { es };

function loadCatalogue(locale: Locale): Promise<CoreCatalogue> {
  const known = loaded[locale];
  if (known) return Promise.resolve(known);
  const load =
    locale === 'en' ? import('./en').then((m) => m.en) : import('./pt').then((m) => m.pt);
  return load.then((catalogue) => (loaded[locale] = catalogue));
}

const STORAGE_KEY = 'aforo.locale';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); Spanish is the default anyway.
  }
  return DEFAULT_LOCALE;
}

/**
 * The chosen language's messages for everything below: the shared catalogue with the features'
 * own messages (`features`, registered by the app: see define-messages.ts) laid over it.
 */
export function I18nProvider({
  features,
  children,
}: {
  features: MessagesByLocale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  // The catalogue on screen: the previous language stays until the chosen one has loaded.
  const [shown, setShown] = useState<{ locale: Locale; messages: CoreCatalogue } | null>(() => {
    const messages = loaded[locale];
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then(
      (messages) =>
        current &&
        setShown((prev) =>
          prev?.locale === locale && prev.messages === messages ? prev : { locale, messages },
        ),
      // Not loaded (offline): Spanish rather than nothing.
      () => current && setShown({ locale: DEFAULT_LOCALE, messages: es }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not persisted; the choice still applies to this page.
    }
  }, []);
  const messages = useMemo(
    // The registered features' keys are FeatureMessageKeys by construction (app/messages.ts).
    () => shown && ({ ...shown.messages, ...features[shown.locale] } as Catalogue),
    [shown, features],
  );
  // The API client's own error messages (network, platform pages) follow the catalogue on screen,
  // and so does the document's language (read by screen readers and the browser's translator),
  // from the first render after a reload on.
  useEffect(() => {
    if (!shown) return;
    setErrorCatalogue(shown.messages);
    document.documentElement.lang = shown.locale;
  }, [shown]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // A visitor who chose English or Portuguese waits for it rather than seeing Spanish flash.
  if (shown === null || messages === null) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={shown.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside I18nProvider');
  return value;
}
