import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './es';

type Values = Record<string, string | number>;

/** Typed message lookup: a key missing from the catalogues is a type error. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
