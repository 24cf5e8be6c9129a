import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { MESSAGES, LIMITS, richText, text } from './common.js';

export { byPageOrder } from './page-order.js';

/** Lower-case words joined by hyphens: the page's address under the landing. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A custom page of an event (events/{eventId}/pages; the admin's "pages" section, the spec is
 * silent): a title, its address under the landing (/landing/{eventId}/p/{slug}), its place in the
 * landing's navigation, a rich-text body sanitized on render, and whether visitors see it yet.
 */
export const customPageSchema = yup.object({
  title: text(200).required(MESSAGES.titleRequired),
  slug: text(80)
    .lowercase()
    .required(MESSAGES.addressRequired)
    .matches(PAGE_SLUG, MESSAGES.slugChars),
  order: yup
    .number()
    .typeError('Debe ser un número')
    .integer('Debe ser un número entero')
    .min(0)
    .max(10_000)
    .default(0),
  body: richText(LIMITS.longText).default(''),
  published: yup.boolean().default(false),
});
export type CustomPageInput = yup.InferType<typeof customPageSchema>;
export type CustomPage = CustomPageInput &
  Partial<Timestamps> & {
    _id: string;
    event_id: string;
    /** The page's own id, stored for /page/{id}'s lookup across events (the API writes it). */
    page_id?: string;
  };

/** A title as a slug: accents dropped, anything else between words becomes one hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
