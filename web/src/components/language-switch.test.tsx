// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PlatformPage from '../features/platform-pages/routes/platform-page';
import { I18nProvider } from '../i18n/i18n-provider';
import { useT } from '../i18n/use-t';
import { LanguageSwitch } from './language-switch';
import { landingMessages } from '../features/landing/messages';

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
      <p data-testid="feature-text">{t('landing.share')}</p>
    </>
  );
}

// A feature's own catalogue, laid over the shared one in each language.
const features = landingMessages;

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
    expect(screen.getByTestId('feature-text').textContent).toBe('Compartir');
  });

  it('switches the whole page to English, its document language too, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Log in'));
    expect(screen.getByTestId('feature-text').textContent).toBe('Share');
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

describe('PlatformPage', () => {
  it('shows the shipped text in the language chosen and names the tab after it', async () => {
    const user = userEvent.setup();
    renderApp(<PlatformPage page="terms" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Términos y condiciones de uso',
    );
    expect(document.title).toBe('Términos y condiciones de uso · Aforo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use'),
    );
    expect(document.title).toBe('Terms of use · Aforo');
  });

  it('gives every section its heading', () => {
    renderApp(<PlatformPage page="privacy" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aviso de privacidad');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });
});
