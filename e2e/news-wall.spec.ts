import { type ItemsMenu, type MenuSection } from '@aforo/domain';
import { type Browser, type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { PIXEL_PNG, expectNoSeriousA11yViolations } from './support';

/**
 * The organizer's news (spec part 3 §2.6, §5.5) and wall, and what an
 * attendee sees of them on the landing.
 */

// Sign-in, the first Firestore listeners and the admin chunks on a busy machine.
test.describe.configure({ timeout: 180_000 });

const section = (over: Pick<MenuSection, 'section' | 'name' | 'position'>): MenuSection => ({
  icon: '',
  permissions: 'public',
  checked: true,
  ...over,
});

const MENU: ItemsMenu = {
  event: section({ section: 'event', name: 'El evento', position: 0 }),
  news: section({ section: 'news', name: 'Noticias', position: 1 }),
  wall: section({ section: 'wall', name: 'Muro', position: 2 }),
};

/** An event the organizer administers, and an attendee registered to it, signed in elsewhere. */
async function setUp(browser: Browser, prefix: string) {
  const organizer = await createAccount(`${prefix}-org`);
  const event = await createEvent({
    name: `Noticias y muro ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    itemsMenu: MENU,
  });
  const account = await createAccount(`${prefix}-asis`);
  const names = 'Ana Comentarista';
  await seedAttendee(event._id, { accountId: account.uid, email: account.email, names });
  const attendee = await (await browser.newContext()).newPage();
  return { organizer, event, account, names, attendee };
}

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });
const landingNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del evento' });

test('the organizer publishes a news item; the attendee reads it, its body sanitized', async ({
  page,
  browser,
}) => {
  // The hostile body's handler is blocked by the CSP too, which says so in the console.
  provokes(/Executing inline event handler violates .*Content Security Policy/);
  const { organizer, event, account, attendee } = await setUp(browser, 'noticias');
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}`);
  await adminMenu(page).getByRole('link', { name: 'Noticias' }).click();
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Noticias' })).toContainText('Título');
  await expect(page.getByRole('table', { name: 'Noticias' })).toContainText('Fecha publicación');

  // Every §5.5 rule's message, under its field.
  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  await expect(page).toHaveURL(new RegExp(`/news/addnoticia$`));
  const form = page.getByTestId('news-form');
  await form.getByRole('button', { name: 'Guardar' }).click();
  for (const message of [
    'Ingrese el título de la noticia',
    'El subtítulo es requerido',
    'La noticia es requerido',
    'La imagen es requerida',
    'Fecha no válida',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // A new entry can be discarded.
  await form.getByRole('textbox', { name: 'Título', exact: true }).fill('Borrador descartado');
  await form.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/news$`));
  await expect(page.getByTestId('news-table-empty')).toBeVisible();

  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  const title = 'Abrimos la zona de comidas';
  await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await form.getByLabel('Fecha publicación').fill('2027-02-01');
  await form.getByLabel('Subtítulo').fill('Doce restaurantes en el pabellón de cultura');
  await form
    .getByLabel('Noticia')
    .fill(
      '<p>Cuerpo seguro de la noticia</p><img src="x" alt="" onerror="window.__pwned = 1">' +
        '<script>window.__pwned = 2</script>',
    );
  await form
    .locator('input[type="file"][name="image"]')
    .setInputFiles({ name: 'comidas.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.getByRole('img', { name: 'Imagen' })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/news$`));
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('1 de feb de 2027');

  // The item opens in view mode and switches to edit mode.
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(page.getByTestId('news-view')).toContainText('Cuerpo seguro de la noticia');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('news-view').getByRole('button', { name: 'Editar' }).click();
  await expect(
    page.getByTestId('news-form').getByRole('textbox', { name: 'Título', exact: true }),
  ).toHaveValue(title);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/news$`));

  // The attendee: the news section, then the item's own page.
  await openSignedIn(attendee, account.uid, `/landing/${event._id}`);
  await landingNav(attendee).getByRole('link', { name: 'Noticias' }).click();
  await attendee.getByRole('link', { name: title }).click();
  await expect(attendee).toHaveURL(new RegExp(`/landing/${event._id}/news/[^/]+$`));
  const body = attendee.getByTestId('landing-news-body');
  await expect(body).toContainText('Cuerpo seguro de la noticia');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  expect(await attendee.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectNoSeriousA11yViolations(attendee);
  await attendee.getByRole('link', { name: 'Volver a las noticias' }).click();
  await expect(attendee.getByTestId('landing-news')).toContainText(title);

  // Deleting asks first, in the spec's words.
  await row.getByRole('button', { name: `Eliminar ${title}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('¿Está seguro de borrar este espacio?');
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByTestId('news-table-empty')).toBeVisible();
});

test('the organizer posts on the wall, hides an attendee comment, and the attendee no longer sees it', async ({
  page,
  browser,
}) => {
  const { organizer, event, account, names, attendee } = await setUp(browser, 'muro');
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}`);
  await adminMenu(page).getByRole('link', { name: 'Muro' }).click();
  await expect(page.getByRole('heading', { name: 'Muro', level: 1 })).toBeVisible();
  await page.getByLabel('Permitir comentarios de los asistentes').check({ force: true });
  await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();

  const postForm = page.getByTestId('wall-post-form');
  await postForm.getByRole('button', { name: 'Publicar' }).click();
  await expect(postForm.getByText('Escriba el mensaje de la publicación')).toBeVisible();
  const announcement = 'La feria abre sus puertas a las 9:00 a. m.';
  await postForm.getByLabel('Mensaje').fill(announcement);
  await postForm.getByRole('button', { name: 'Publicar' }).click();
  const post = page.getByTestId('wall-post').filter({ hasText: announcement });
  await expect(post).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The attendee comments on the post.
  await openSignedIn(attendee, account.uid, `/landing/${event._id}`);
  await landingNav(attendee).getByRole('link', { name: 'Muro' }).click();
  const shown = attendee.getByTestId('landing-wall-post').filter({ hasText: announcement });
  await expect(shown).toBeVisible();
  const comment = '¿Hay parqueadero para bicicletas?';
  await shown.getByLabel('Escribe un comentario').fill(comment);
  await shown.getByRole('button', { name: 'Comentar' }).click();
  await expect(shown.getByTestId('landing-wall-comment')).toContainText(comment);
  await expectNoSeriousA11yViolations(attendee);

  // The organizer sees it live and hides it.
  await expect(post.getByTestId('wall-comment')).toContainText(comment);
  await post.getByRole('button', { name: `Ocultar el comentario de ${names}` }).click();
  await expect(post.getByTestId('wall-comment')).toContainText('Oculta');

  // The attendee no longer sees it.
  await attendee.reload();
  await expect(
    attendee.getByTestId('landing-wall-post').filter({ hasText: announcement }),
  ).toBeVisible();
  await expect(attendee.getByText(comment)).toHaveCount(0);
});
