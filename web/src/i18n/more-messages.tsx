import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessagesByLocale } from './define-messages';
import { reportIntlError } from './intl-errors';
import { isLocale } from './locales';

/**
 * Lays more messages over the catalogue on screen for the tree below, in the same language: the
 * admin's features register theirs with the admin chunk (app/admin-messages.ts), so the landing's
 * first JS does not carry hundreds of set-up strings in three languages.
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: MessagesByLocale;
  children: ReactNode;
}) {
  const intl = useIntl();
  const merged = useMemo(
    // The app's I18nProvider hands react-intl plain strings (never precompiled messages).
    () => ({
      ...(intl.messages as Record<string, string>),
      ...(isLocale(intl.locale) ? messages[intl.locale] : {}),
    }),
    [intl.messages, intl.locale, messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={merged}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
