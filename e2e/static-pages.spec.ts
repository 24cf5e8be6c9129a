import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support';

/** The language the app starts in, as a visitor who chose it before (I18nProvider's storage). */
async function startIn(page: Page, locale: 'es' | 'en' | 'pt') {
  await page.addInitScript((chosen) => localStorage.setItem('aforo.locale', chosen), locale);
}

/** Each platform page's title and a phrase of its shipped text, per language. */
const PAGES = {
  terms: {
    es: ['Términos y condiciones de uso', 'Cada evento pertenece a su organizador'],
    en: ['Terms of use', 'Each event belongs to its organizer'],
    pt: ['Termos e condições de uso', 'Cada evento pertence ao seu organizador'],
  },
  privacy: {
    es: ['Aviso de privacidad', 'Ley 1581 de 2012'],
    en: ['Privacy notice', 'Law 1581 of 2012'],
    pt: ['Aviso de privacidade', 'Lei 1581 de 2012'],
  },
  policies: {
    es: ['Políticas de la plataforma', 'Cada inscripción es personal'],
    en: ['Platform policies', 'Each registration is personal'],
    pt: ['Políticas da plataforma', 'Cada inscrição é pessoal'],
  },
  about: {
    es: ['Acerca de Aforo', 'eventos presenciales y virtuales en América Latina'],
    en: ['About Aforo', 'in-person and virtual events in Latin America'],
    pt: ['Sobre o Aforo', 'eventos presenciais e virtuais na América Latina'],
  },
  faqs: {
    es: ['Preguntas frecuentes', '¿Cómo me inscribo en un evento?'],
    en: ['Frequently asked questions', 'How do I register for an event?'],
    pt: ['Perguntas frequentes', 'Como me inscrevo em um evento?'],
  },
} as const;

for (const locale of ['es', 'en', 'pt'] as const) {
  test(`the platform pages show their text in ${locale}`, async ({ page }) => {
    await startIn(page, locale);
    for (const [name, texts] of Object.entries(PAGES)) {
      const [title, phrase] = texts[locale];
      await page.goto(`/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId(`platform-page-${name}`)).toContainText(phrase);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${title} · Aforo`);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the footer leads to every platform page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Más información' });
  const links = [
    ['Acerca de', '/about', 'Acerca de Aforo'],
    ['Términos y condiciones', '/terms', 'Términos y condiciones de uso'],
    ['Política de privacidad', '/privacy', 'Aviso de privacidad'],
    ['Políticas', '/policies', 'Políticas de la plataforma'],
    ['Preguntas frecuentes', '/faqs', 'Preguntas frecuentes'],
  ] as const;
  for (const [link, path, title] of links) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the chosen language, <html lang> included, survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Idioma').selectOption('pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre o Aforo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre o Aforo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('/queryTesting diagnoses this installation', async ({ page }) => {
  await page.goto('/queryTesting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnóstico de la aplicación');
  await expect(page.getByTestId('diagnostics-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('diagnostics-mode')).toHaveText(
    'Emuladores locales (proyecto demo-aforo)',
  );
  await expect(page.getByTestId('diagnostics-api')).toHaveText(/^Responde en \d+ ms$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('diagnostics-firestore')).toHaveText(/^Responde en \d+ ms$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('diagnostics-user')).toHaveText('Sin sesión');
  await expectNoSeriousA11yViolations(page);
});
