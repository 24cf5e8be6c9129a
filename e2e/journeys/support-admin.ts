import { expect, type Page } from '@playwright/test';
import { need } from './state';
import { signIn } from './support';

/** The organizer's administration of the journey's event, signing in when the tab is not. */
export async function openEventAdmin(page: Page) {
  if (!(await page.getByTestId('user-menu').isVisible())) await signIn(page, need('organizer'));
  await page.goto(`/eventadmin/${need('eventId')}/main`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos del evento' })).toBeVisible();
}

/** A section of the administration by its side-menu link. */
export async function openSection(page: Page, name: string, heading: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A set-up step from the checklist "Configura tu evento" on the event's first screen (Datos del
 * evento), as an organizer setting up a new event follows it.
 */
export async function openChecklistStep(
  page: Page,
  step: string,
  link: string,
  heading: string | RegExp,
) {
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Datos del evento', exact: true })
    .click();
  await page.getByTestId(`checklist-${step}`).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Whether the checklist ticks a step (read on the first screen). */
export async function expectStepDone(page: Page, step: string) {
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Datos del evento', exact: true })
    .click();
  await expect(page.getByTestId(`checklist-${step}`)).toHaveAttribute('data-done', 'true');
}
