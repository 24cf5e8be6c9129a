import * as yup from 'yup';
import type { AttendeeField, AttendeeFieldType, FieldCondition } from './attendee-field.js';
import { FIELD_NAME, isFieldVisible } from './attendee-field.js';
import type { AttendeeProperties, PropertyValue } from './attendee.js';
import { attendeeSchema } from './attendee.js';
import { LIMITS, MESSAGES, email, isDateText, text, url } from './common.js';

/** 8+ letters, digits, underscore or hyphen (part 3 §5.2). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9_-]{8,}$/;
export const PASSWORD_MESSAGE = MESSAGES.password;
export const REGISTRATION_EMAIL_MESSAGE = MESSAGES.registrationEmail;
export const OPTION_TAKEN_MESSAGE = MESSAGES.optionTaken;
export const uniqueValueMessage = MESSAGES.uniqueValue;

/** 'DD/MM/YYYY', how date fields are typed (part 3 §3.2). */
export function isDayMonthYear(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m !== null && isDateText(`${m[3]}-${m[2]}-${m[1]}`);
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

function optionValues(field: AttendeeField): string[] {
  return field.options.map((option) => option.value);
}

/** The schema of one property by its field type, before the mandatory rule. */
function valueSchema(field: AttendeeField): yup.AnySchema {
  const listOf = () =>
    yup
      .array(text(LIMITS.name).oneOf(optionValues(field), MESSAGES.invalidOption).required())
      .max(LIMITS.list);
  const byType: Record<AttendeeFieldType, () => yup.AnySchema> = {
    text: () => text(LIMITS.text),
    country: () => text(),
    city: () => text(),
    codearea: () => text(10),
    longtext: () => text(LIMITS.longText),
    email: () => email(REGISTRATION_EMAIL_MESSAGE),
    number: () => yup.number().typeError(MESSAGES.number).nullable(),
    list: () =>
      text(LIMITS.name).test(
        'option',
        MESSAGES.invalidOption,
        (v) => v == null || v === '' || optionValues(field).includes(v),
      ),
    multiplelist: listOf,
    multiplelisttable: listOf,
    date: () =>
      text(10).test('date', MESSAGES.date, (v) => v == null || v === '' || isDayMonthYear(v)),
    boolean: () => yup.boolean().default(false),
    file: () => url(),
    avatar: () => url(),
    complex: () =>
      text(LIMITS.longText).test(
        'json',
        MESSAGES.invalid,
        (v) => v == null || v === '' || isJson(v),
      ),
    tituloseccion: () => yup.mixed().strip(),
    password: () => yup.string().max(128).matches(PASSWORD_PATTERN, { message: PASSWORD_MESSAGE }),
  };
  return byType[field.type]();
}

/**
 * The properties an event's registration form accepts: one entry per configured field (others are
 * dropped), email and names always required, a mandatory field required while its conditions show
 * it (a mandatory boolean must be true). A list field with justonebyattendee refuses the options
 * listed in the validation context `takenOptions` ({fieldName: values already taken}).
 */
export function propertiesSchemaFor(
  fields: readonly AttendeeField[],
  conditions: readonly FieldCondition[] = [],
): yup.ObjectSchema<AttendeeProperties> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) {
    if (!FIELD_NAME.test(field.name)) continue;
    let schema = valueSchema(field).test('mandatory', MESSAGES.required, function (value) {
      const always = field.name === 'email' || field.name === 'names';
      const parent = (this.parent ?? {}) as Record<string, unknown>;
      const required =
        always || (field.mandatory && isFieldVisible(field.name, parent, conditions));
      return !required || isFilled(value);
    });
    if (field.justonebyattendee) {
      schema = schema.test('taken', OPTION_TAKEN_MESSAGE, function (value: unknown) {
        const taken: unknown = (this.options.context ?? {})['takenOptions'];
        const used: unknown =
          taken && typeof taken === 'object' ? Reflect.get(taken, field.name) : [];
        return !Array.isArray(used) || !used.includes(value);
      });
    }
    shape[field.name] = schema;
  }
  shape['email'] ??= email(REGISTRATION_EMAIL_MESSAGE).required(MESSAGES.required);
  shape['names'] ??= text().required(MESSAGES.required);
  return yup.object(shape) as unknown as yup.ObjectSchema<AttendeeProperties>;
}

/** An attendee of one event: `attendeeSchema` with the event's own properties schema. */
export function attendeeSchemaFor(
  fields: readonly AttendeeField[],
  conditions: readonly FieldCondition[] = [],
) {
  return attendeeSchema.shape({ properties: propertiesSchemaFor(fields, conditions) });
}

/**
 * Splits the password typed in a password field from the properties: it goes to Firebase Auth and
 * is never stored readable (ARCHITECTURE.md §7).
 */
export function takePassword(
  properties: Record<string, PropertyValue>,
  fields: readonly Pick<AttendeeField, 'name' | 'type'>[],
): { properties: Record<string, PropertyValue>; password: string | null } {
  const rest = { ...properties };
  let password: string | null = null;
  for (const field of fields) {
    if (field.type !== 'password') continue;
    const value = rest[field.name];
    if (typeof value === 'string' && value !== '') password ??= value;
    delete rest[field.name];
  }
  return { properties: rest, password };
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = MESSAGES.uploadTooLarge;
export const FILE_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg', 'doc', 'docx'] as const;
export const AVATAR_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** Why an upload to a file or avatar field is refused; null when it is fine. */
export function uploadError(
  file: { name: string; size: number },
  fieldType: 'file' | 'avatar',
): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = fieldType === 'avatar' ? AVATAR_EXTENSIONS : FILE_EXTENSIONS;
  return allowed.includes(extension) ? null : MESSAGES.fileType;
}

/** The login form (part 3 §5.3). */
export const loginSchema = yup.object({
  email: email().required(MESSAGES.loginEmail),
  password: yup.string().max(128).required(MESSAGES.loginPassword),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** Password recovery and access-link requests (part 3 §5.4). */
export const accessRequestSchema = yup.object({
  email: email(MESSAGES.email).required(MESSAGES.emailRequired),
});
export type AccessRequestInput = yup.InferType<typeof accessRequestSchema>;
