// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { useT } from '../i18n/use-t';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
});

function Greeting() {
  const t = useT();
  return (
    <>
      <p data-testid="greeting">{t('userMenu.login')}</p>
      <p data-testid="feature-text">{t('common.cancel')}</p>
    </>
  );
}

// No feature catalogue: the shared one is what these tests read.
const features = { es: {}, en: {}, pt: {} };

function renderApp(children = <Greeting />) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider features={features}>
        <LanguageSwitch />
        {children}
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('LanguageSwitch in the language provider', () => {
  it('starts in Spanish and offers the three languages by their own names', () => {
    renderApp();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma' });
    expect(select.value).toBe('es');
    expect([...select.options].map((o) => o.text)).toEqual(['Español', 'English', 'Português']);
    expect(screen.getByTestId('greeting').textContent).toBe('Iniciar sesión');
    expect(screen.getByTestId('feature-text').textContent).toBe('Cancelar');
  });

  it('switches the whole page to English, its document language too, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Log in'));
    expect(screen.getByTestId('feature-text').textContent).toBe('Cancel');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('aforo.locale')).toBe('en');
  });

  it('opens in the language chosen on an earlier visit', async () => {
    localStorage.setItem('aforo.locale', 'pt');
    renderApp();
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('pt'));
    expect(screen.getByTestId('greeting').textContent).not.toBe('Iniciar sesión');
  });

  it('ignores a stored value that is no language of the app', () => {
    localStorage.setItem('aforo.locale', 'fr');
    renderApp();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma' }).value).toBe('es');
  });
});
