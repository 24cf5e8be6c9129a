// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../components/language-switch';
import { I18nProvider } from '../../../i18n/i18n-provider';
import PlatformPage from './platform-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
});

function renderApp(children: React.ReactNode) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider features={{ es: {}, en: {}, pt: {} }}>
        <LanguageSwitch />
        {children}
      </I18nProvider>
    </ChakraProvider>,
  );
}

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
