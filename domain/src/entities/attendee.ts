import * as yup from 'yup';
import type { AttendeeFieldType } from './attendee-field.js';
import { FIELD_NAME } from './attendee-field.js';
import type { Timestamps } from './common.js';
import { LIMITS, email, idString, text } from './common.js';

/** The value of one attendee property, whatever its field type. */
export type PropertyValue = string | number | boolean | string[] | null;

const MAX_PROPERTIES = 300;

export function isPropertyValue(value: unknown): value is PropertyValue {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= LIMITS.longText;
  return (
    Array.isArray(value) &&
    value.length <= LIMITS.list &&
    value.every((item) => typeof item === 'string' && item.length <= LIMITS.text)
  );
}

export const propertyValueSchema = yup
  .mixed<NonNullable<PropertyValue>>()
  .nullable()
  .test('property-value', 'Valor no válido', (v) => v === undefined || isPropertyValue(v));

/** Copies of the check-in state kept in properties; only check-in writes them. */
const SERVER_PROPERTIES = ['checked_in', 'checkedin_at', 'checked_at'];

const fixedPropertiesShape = {
  email: email('Ingrese un correo válido').required('El correo es requerido'),
  names: text().required('El nombre es requerido'),
};

/**
 * Properties whose keys the event defines: any field name, any property value, email and names
 * required. `registration.ts` builds the stricter, per-event schema from user_properties.
 */
export type AttendeeProperties = { email: string; names: string } & Record<string, PropertyValue>;

/**
 * Properties whose keys a field list defines (an event's, an organization's member fields): any
 * field name with any property value, laid under the fixed, always-validated `fixed` shape.
 */
export function openPropertiesSchema<P extends yup.AnyObject>(fixed: yup.ObjectShape) {
  return yup.lazy((value: unknown) => {
    const keys = value !== null && typeof value === 'object' ? Object.keys(value) : [];
    const shape: Record<string, typeof propertyValueSchema> = {};
    for (const key of keys) {
      if (FIELD_NAME.test(key) && !SERVER_PROPERTIES.includes(key))
        shape[key] = propertyValueSchema;
    }
    return yup
      .object(shape)
      .shape(fixed)
      .test(
        'property-count',
        `No se permiten más de ${MAX_PROPERTIES} datos`,
        () => keys.length <= MAX_PROPERTIES,
      ) as unknown as yup.ObjectSchema<P>;
  });
}

export const attendeePropertiesSchema =
  openPropertiesSchema<AttendeeProperties>(fixedPropertiesShape);

export const paymentSchema = yup.object({
  status: text(50).required(),
  date: text(50).required(),
  payuReference: text(100).default(''),
  transactionID: text(100).default(''),
});
export type Payment = yup.InferType<typeof paymentSchema>;

/**
 * What a client may send for an attendee. Check-in fields, payment and account are written by the
 * server only.
 */
export const attendeeSchema = yup.object({
  properties: attendeePropertiesSchema,
  rol_id: idString().nullable().default(null),
  ticket_id: idString().nullable().default(null),
});
export type AttendeeInput = Omit<yup.InferType<typeof attendeeSchema>, 'properties'> & {
  properties: AttendeeProperties;
};
/** Earlier name of `attendeeSchema`. */
export const attendeeInputSchema = attendeeSchema;

export interface Attendee extends Timestamps {
  _id: string;
  account_id: string | null;
  event_id: string;
  properties: AttendeeProperties;
  user?: { uid: string; email?: string; picture?: string | null } | null;
  rol_id: string | null;
  ticket_id: string | null;
  state_id?: string | null;
  checked_in: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' once checked in, null before; never overwritten once set. */
  checkedin_at: string | null;
  checked_at?: string | null;
  /** The door shard (`door-…`) its check-in incremented (the rules check the two go together). */
  counter_shard?: string;
  /** Who checked the attendee in (the staff member's uid; the rules hold it to the writer). */
  checked_in_by?: string | null;
  /**
   * The name as the door's online search compares it (searchNameKey in integrations/door-index):
   * written by the functions with every write of the record, for a prefix query.
   */
  search_name?: string;
  /** Area code of the phone number. */
  code?: string | null;
  payment?: Payment | null;
}

/** A new user starts with false for booleans, 0 for numbers, empty text otherwise (part 1 §5). */
export function emptyPropertyValue(type: AttendeeFieldType): PropertyValue {
  if (type === 'boolean') return false;
  if (type === 'number') return 0;
  return '';
}

/** Vote weight: the pesovoto property, 1 when missing or not a number (part 1 §3). */
export function attendeeWeight(properties: Record<string, unknown>): number {
  const raw = properties['pesovoto'];
  const weight = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  return raw === '' || !Number.isFinite(weight) ? 1 : weight;
}

/** Companions: acompanates is a count written as text; anything else counts as 0. */
export function companionCount(properties: Record<string, unknown>): number {
  const count = Number(properties['acompanates']);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
