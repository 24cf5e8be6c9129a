import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, MESSAGES, text, url } from './common.js';

/*
 * A partner or sponsor of the event (the menu's "partners" section; the spec names only the
 * section): the organizer's own list, apart from the companies and stands of the fair, which have
 * their own sections. A logo links to the partner's site; without a logo the name stands in.
 */
export const partnerSchema = yup.object({
  name: text(200).required(MESSAGES.nameRequired),
  logo: url().nullable().default(null),
  link: url().default(''),
  order: yup
    .number()
    .typeError('Debe ser un número')
    .integer('Debe ser un número entero')
    .min(0)
    .max(LIMITS.list * 20)
    .default(0),
});
export type PartnerInput = yup.InferType<typeof partnerSchema>;
export type Partner = PartnerInput & Partial<Timestamps> & { _id: string; event_id: string };

/** The list's order: the organizer's number, then the name. */
export function byPartnerOrder(
  a: Pick<Partner, 'order' | 'name'>,
  b: Pick<Partner, 'order' | 'name'>,
) {
  return a.order - b.order || a.name.localeCompare(b.name);
}
