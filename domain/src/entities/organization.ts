import * as yup from 'yup';
import type { OrganizationRole } from '../roles.js';
import type { PropertyValue } from './attendee.js';
import { openPropertiesSchema } from './attendee.js';
import { ORGANIZATION_ROLES } from '../roles.js';
import type { AttendeeField } from './attendee-field.js';
import { userPropertiesSchema } from './attendee-field.js';
import { propertiesSchemaFor } from './registration.js';
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
export const MEMBER_EMAIL_MESSAGE = 'Ingrese un correo válido';

/** A member's fixed properties (part 3 §3.10); its organization's member fields add the rest. */
export type MemberProperties = { name: string; email: string; position: string } & Record<
  string,
  PropertyValue
>;

const memberFixedShape = {
  name: text().required('El nombre es requerido'),
  email: email(MEMBER_EMAIL_MESSAGE).required('El email es requerido'),
  position: text().default(''),
};

export const memberPropertiesSchema = openPropertiesSchema<MemberProperties>(memberFixedShape);

/** The member properties the fixed ones already hold: a member field by these names is ignored. */
export const MEMBER_FIXED_PROPERTIES = ['name', 'email', 'position'] as const;

export const organizationMemberSchema = yup.object({
  properties: memberPropertiesSchema,
  role: yup
    .mixed<OrganizationRole>()
    .oneOf([...ORGANIZATION_ROLES])
    .default('member'),
});
export type OrganizationMemberInput = Omit<
  yup.InferType<typeof organizationMemberSchema>,
  'properties'
> & { properties: MemberProperties };
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

/**
 * A member as its organization's member fields (user_properties, the same field kinds as an
 * event's registration fields) define it: each configured field checked by its type, mandatory
 * ones required, others dropped; name, e-mail and position always.
 */
export function memberSchemaFor(fields: readonly AttendeeField[]) {
  const own = fields.filter(
    (field) => !(MEMBER_FIXED_PROPERTIES as readonly string[]).includes(field.name),
  );
  const properties = propertiesSchemaFor(own).shape({
    // propertiesSchemaFor asks for an attendee's names; a member has a name instead.
    names: yup.mixed().strip(),
    ...memberFixedShape,
  }) as unknown as yup.ObjectSchema<MemberProperties>;
  // The same member, with its properties checked per field: typed as the open member schema.
  return organizationMemberSchema.shape({
    properties,
  }) as unknown as typeof organizationMemberSchema;
}
