// @vitest-environment jsdom
import { MESSAGES } from '@aforo/domain';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { en } from '../i18n/en';
import { es, type CoreCatalogue } from '../i18n/es';
import { pt } from '../i18n/pt';
import { toaster } from '../lib/toaster';
import { AppDialog } from './app-dialog';
import { FormField } from './form-field';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import ToasterView from './toaster-view';

/*
 * No user-visible English default from a library. The app's shared pieces that
 * wrap Chakra/Ark parts with built-in texts (dialog close, toast dismiss, pagination, search) and
 * show validation messages (a yup rule written without a message, so yup's default applies) are
 * rendered in Spanish and Portuguese; every visible text and every accessible text attribute is
 * checked against the English phrases those libraries ship.
 */
const LIBRARY_ENGLISH = [
  // yup's defaultLocale ("x is a required field", "must be a `number` type", ...).
  /\bis a required field\b/i,
  /\bmust be\b/i,
  /\bis invalid\b/i,
  /\bcannot be null\b/i,
  // Ark/Chakra's own labels (toast "Dismiss notification", close buttons, pagination, loaders).
  /\bdismiss\b/i,
  /^close$/i,
  /\b(next|previous) page\b/i,
  /\bpage \d+\b/i,
  /^loading\b/i,
  /\bclear\b/i,
];

const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription'];

/** What a user can see or hear on the page: text nodes and accessible text attributes. */
function userTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

const englishIn = (texts: string[]) =>
  texts.filter((text) => LIBRARY_ENGLISH.some((phrase) => phrase.test(text)));

// A rule with no message of its own: yup's default would be English ("n must be a `number` type").
const schema = yup.object({ n: yup.number().required(), mail: yup.string().email().required() });

function Screen() {
  return (
    <>
      <Pagination total={95} page={2} pageSize={10} onPageChange={() => {}} />
      <SearchBox value="ab" onChange={() => {}} status="too-short" />
      <Formik
        initialValues={{ n: 'diez', mail: 'ana' }}
        initialTouched={{ n: true, mail: true }}
        validationSchema={schema}
        validateOnMount
        onSubmit={() => {}}
      >
        <>
          <FormField name="n" label="N" />
          <FormField name="mail" label="Mail" />
        </>
      </Formik>
      <AppDialog open onClose={() => {}} title="T">
        <p>…</p>
      </AppDialog>
      <ToasterView />
    </>
  );
}

function renderIn(locale: 'es' | 'pt', messages: CoreCatalogue) {
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messages}>
        <Screen />
      </IntlProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  toaster.remove();
  cleanup();
});

describe('user-visible texts of the libraries', () => {
  it.each([
    ['es', es],
    ['pt', pt],
  ] as const)('are none of their English defaults in %s', async (locale, messages) => {
    renderIn(locale, messages);
    act(() => {
      toaster.create({ title: 'T', action: { label: 'A', onClick: () => {} } });
    });
    // The schema's messages are on screen, in the chosen language.
    const number = locale === 'es' ? MESSAGES.number : 'Deve ser um número';
    expect(await screen.findByText(number)).toBeTruthy();
    // The dialog's close button and the toast's dismiss button, labelled by the catalogue.
    await expect
      .poll(() => screen.queryAllByRole('button', { name: messages['common.close'] }).length)
      .toBe(2);
    expect(englishIn(userTexts())).toEqual([]);
  });

  it('would catch them: the English catalogue trips the same check', async () => {
    // Guards the check itself: with English texts on screen it must find something.
    const english: CoreCatalogue = { ...en, 'common.close': 'Close' };
    renderIn('es', english);
    expect(await screen.findByText('Must be a number')).toBeTruthy();
    expect(englishIn(userTexts())).not.toEqual([]);
  });
});
