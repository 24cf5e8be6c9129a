import { MESSAGES } from '@aforo/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './es';

/*
 * Validation messages in the chosen language. The schemas, on the web and in
 * the API alike, give the domain's messages (domain/src/entities/messages.ts: Spanish, the spec's
 * wording); a field shows the catalogue's `validation.<key>` for the domain message with that key.
 * A parametrized message (a length, a label) is recognized by its pattern and its value passed on
 * as `{value}`. A message the domain does not list shows as given: to translate one, move it into
 * MESSAGES and add its three catalogue entries.
 */
type ValidationName = keyof typeof MESSAGES;
type ValidationKey = `validation.${ValidationName}`;

// Every domain message has its catalogue entry: a missing one names itself in this type error.
type Untranslated = Exclude<ValidationKey, MessageKey>;
const complete: [Untranslated] extends [never] ? true : Untranslated = true;
void complete;

const MARK = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The domain messages by their text, and the parametrized ones by their pattern. */
const exact = new Map<string, ValidationKey>();
const patterns: { pattern: RegExp; key: ValidationKey }[] = [];
for (const [name, message] of Object.entries(MESSAGES) as [ValidationName, unknown][]) {
  const key: ValidationKey = `validation.${name}`;
  if (typeof message === 'string') {
    exact.set(message, key);
  } else if (typeof message === 'function') {
    // The message with a marker for its value, its literal parts escaped around a capture.
    const sample = String((message as (value: string) => string)(MARK));
    patterns.push({ pattern: new RegExp(`^${escape(sample).replace(MARK, '(.+?)')}$`), key });
  }
}

/** The catalogue key and value of a domain message, or null for a message the domain lacks. */
export function validationKeyOf(message: string): { key: ValidationKey; value?: string } | null {
  const key = exact.get(message);
  if (key) return { key };
  for (const { pattern, key: patternKey } of patterns) {
    const match = pattern.exec(message);
    if (match) return { key: patternKey, value: match[1] ?? '' };
  }
  return null;
}

/** Translates a field's validation message (from the schema or the API) into the chosen language. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const found = validationKeyOf(message);
      if (!found) return message;
      // A numeric value (a length, a count) goes in as a number, for the messages' plural forms.
      const value = found.value ?? '';
      const numeric = /^\d+$/.test(value) ? Number(value) : value;
      return intl.formatMessage({ id: found.key }, { value: numeric });
    },
    [intl],
  );
}
