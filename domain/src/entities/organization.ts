import * as yup from 'yup';
import type { OrganizationRole } from '../roles.js';
import { ORGANIZATION_ROLES } from '../roles.js';
import { userPropertiesSchema } from './attendee-field.js';
import type { Timestamps } from './common.js';
import { LIMITS, compareDateTimeText, email, richText, text, url } from './common.js';
import type { Styles } from './styles.js';
import { stylesSchema } from './styles.js';

export const organizationSchema = yup.object({
  name: text().required('El nombre es requerido'),
  description: richText(LIMITS.longText).default(''),
  banner_image_email: url().nullable().default(null),
  footer_image_email: url().nullable().default(null),
  user_properties: userPropertiesSchema,
  styles: stylesSchema,
});
export type OrganizationInput = yup.InferType<typeof organizationSchema>;
/** Stored styles may lack keys: render them with `withDefaultStyles`. */
export type Organization = Omit<OrganizationInput, 'styles'> &
  Partial<Timestamps> & { _id: string; styles: Partial<Styles> };

/** organizations/{orgId}/members/{userId} */
export const organizationMemberSchema = yup.object({
  properties: yup.object({
    name: text().required('El nombre es requerido'),
    email: email().required('El email es requerido'),
    position: text().default(''),
  }),
  role: yup
    .mixed<OrganizationRole>()
    .oneOf([...ORGANIZATION_ROLES])
    .default('member'),
});
export type OrganizationMemberInput = yup.InferType<typeof organizationMemberSchema>;
export type OrganizationMember = OrganizationMemberInput & Timestamps & { _id: string };

/** A row of the organization's event statistics. */
export interface OrganizationEventStats {
  name: string;
  count: number;
  checked_in: number;
  checked_in_not: number;
}

/** Upcoming events start after now; the rest are past (part 3 §2.8). */
export function splitByStart<T extends { datetime_from: string }>(
  events: readonly T[],
  /** 'YYYY-MM-DD HH:mm:ss' in the events' time zone. */
  now: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => compareDateTimeText(e.datetime_from, now) > 0);
  return { upcoming, past: events.filter((e) => !upcoming.includes(e)) };
}
