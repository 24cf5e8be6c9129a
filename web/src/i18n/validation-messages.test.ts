import { MESSAGES } from '@aforo/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import type { Locale } from './locales';
import { pt } from './pt';
import { validationKeyOf } from './validation-messages';

// The validation messages are shared ones: the shared catalogues hold them all.
const catalogues = { es, en, pt };

/** A domain message as the web shows it in one language. */
function shown(message: string, locale: Locale): string {
  const intl = createIntl({ locale, messages: catalogues[locale] });
  const found = validationKeyOf(message);
  return found ? intl.formatMessage({ id: found.key }, { value: found.value ?? '' }) : message;
}

/** Every domain message, the parametrized ones with a sample value. */
const samples = Object.entries(MESSAGES).map(([name, message]) => ({
  name,
  parametrized: typeof message === 'function',
  text: typeof message === 'function' ? (message as (v: number) => string)(42) : message,
}));

describe('validation messages in the chosen language', () => {
  it('recognizes every domain message, with its value', () => {
    for (const { name, text } of samples) {
      expect(validationKeyOf(text)?.key, name).toBe(`validation.${name}`);
    }
    expect(validationKeyOf(MESSAGES.tooLong(200))).toEqual({
      key: 'validation.tooLong',
      value: '200',
    });
    expect(validationKeyOf(MESSAGES.uniqueValue('Documento'))?.value).toBe('Documento');
    // A message the domain does not list shows as given.
    expect(validationKeyOf('Mensaje que el dominio no conoce')).toBeNull();
  });

  it('shows the domain wording in Spanish, except what the spec quotes in English', () => {
    const english = new Set(['registrationEmail', 'uploadTooLarge']);
    for (const { name, text } of samples) {
      if (english.has(name)) {
        expect(shown(text, 'es'), name).not.toBe(text);
        expect(shown(text, 'en'), name).toBe(text);
      } else {
        expect(shown(text, 'es'), name).toBe(text);
      }
    }
    expect(shown(MESSAGES.registrationEmail, 'es')).toBe('Ingrese un email válido');
  });

  it('translates every domain message into English and Portuguese', () => {
    for (const { name, text, parametrized } of samples) {
      for (const locale of ['en', 'pt'] as const) {
        const message = shown(text, locale);
        if (name !== 'registrationEmail' && name !== 'uploadTooLarge' && locale === 'en') {
          expect(message, `${locale} ${name}`).not.toBe(text);
        }
        if (locale === 'pt') expect(message, `${locale} ${name}`).not.toBe(text);
        if (parametrized) expect(message, `${locale} ${name}`).toContain('42');
      }
    }
    expect(shown(MESSAGES.required, 'en')).toBe('This field is required');
    expect(shown(MESSAGES.tooLong(200), 'pt')).toBe(
      'Este campo não deve ter mais de 200 caracteres',
    );
  });
});
