import * as yup from 'yup';
import { MESSAGES, LIMITS, hasUniqueValues, idList, scalarValue, text } from './common.js';

/** Field types of a registration form (spec part 3 §3.2, part 2 §3). */
export const ATTENDEE_FIELD_TYPES = [
  'text',
  'country',
  'city',
  'longtext',
  'email',
  'number',
  'list',
  'multiplelist',
  'date',
  'boolean',
  'file',
  'complex',
  'tituloseccion',
  'password',
  'multiplelisttable',
  'codearea',
  'avatar',
] as const;
export type AttendeeFieldType = (typeof ATTENDEE_FIELD_TYPES)[number];

export const LIST_FIELD_TYPES: readonly AttendeeFieldType[] = [
  'list',
  'multiplelist',
  'multiplelisttable',
];

/** Fields every event has; email, names and contrasena cannot be deleted (part 2 §5). */
export const FIXED_FIELD_NAMES = ['email', 'names', 'picture', 'contrasena'] as const;
export const UNDELETABLE_FIELD_NAMES = ['email', 'names', 'contrasena'] as const;
/** The type of these fields is locked (part 2 §5). */
export const LOCKED_FIELD_TYPES: Readonly<Record<string, AttendeeFieldType>> = {
  email: 'email',
  names: 'text',
  picture: 'avatar',
};
/** email and names cannot be made non-mandatory or admin-only (part 2 §5). */
const ALWAYS_PUBLIC_MANDATORY = ['email', 'names'];

export const LABEL_POSITIONS = ['arriba', 'izquierda', 'derecha'] as const;

/**
 * A field name is a property key of the attendee document: no dots, spaces or slashes, and no
 * leading underscore (which also keeps out `__proto__`).
 */
export const FIELD_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{0,63}$/;

/**
 * The field name the form derives from a label: camel case, accents folded, anything that is not a
 * letter or a digit removed ('Número de Documento' → 'numeroDeDocumento').
 */
export function fieldNameFromLabel(label: string): string {
  const folded = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const words = folded.match(/[A-Z]?[a-z]+|[0-9]+|[A-Z]+(?![a-z])/g) ?? [];
  return words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** Whether the organizer may delete the field (part 2 §5: email, names and contrasena stay). */
export function isDeletableField(name: string): boolean {
  return !(UNDELETABLE_FIELD_NAMES as readonly string[]).includes(name);
}

/** Whether the field's type is locked (part 2 §5: picture, email, names). */
export function isTypeLocked(name: string): boolean {
  return LOCKED_FIELD_TYPES[name] !== undefined;
}

/** email and names stay mandatory and visible beyond the admins (part 2 §5). */
export function isAlwaysPublicMandatory(name: string): boolean {
  return ALWAYS_PUBLIC_MANDATORY.includes(name);
}

export const fieldOptionSchema = yup.object({
  label: text().required(),
  value: text().required(),
});
export type FieldOption = yup.InferType<typeof fieldOptionSchema>;

/**
 * The options after the organizer typed `entry` into the options box and pressed Enter or Tab
 * (part 2 §5): the trimmed text becomes an option whose label and value are that text; blank or
 * repeated entries change nothing.
 */
export function addFieldOption(options: readonly FieldOption[], entry: string): FieldOption[] {
  const text = entry.trim();
  if (text === '' || options.some((option) => option.value === text)) return [...options];
  return [...options, { label: text, value: text }];
}

type Visibility = { visibleByContacts?: boolean; visibleByAdmin?: boolean };

/**
 * Turning on "visible to contacts" turns off "visible to admin only", and vice versa (part 2 §4).
 */
export function withFieldVisibility<T extends Visibility>(
  values: T,
  key: keyof Visibility,
  checked: boolean,
): T {
  const other: keyof Visibility =
    key === 'visibleByContacts' ? 'visibleByAdmin' : 'visibleByContacts';
  return { ...values, [key]: checked, ...(checked ? { [other]: false } : {}) };
}

export const attendeeFieldSchema = yup.object({
  name: text(64).required(MESSAGES.nameRequired).matches(FIELD_NAME, MESSAGES.fieldNameChars),
  label: text().required(MESSAGES.labelRequired),
  type: yup
    .mixed<AttendeeFieldType>()
    .oneOf([...ATTENDEE_FIELD_TYPES])
    .required(MESSAGES.typeRequired)
    .test('locked-type', MESSAGES.typeLocked, function (type) {
      const locked = LOCKED_FIELD_TYPES[String(this.parent.name)];
      return locked === undefined || type === locked;
    }),
  mandatory: yup
    .boolean()
    .default(false)
    .test('always-mandatory', MESSAGES.alwaysMandatory, function (mandatory) {
      return !ALWAYS_PUBLIC_MANDATORY.includes(String(this.parent.name)) || mandatory === true;
    }),
  unique: yup.boolean().default(false),
  visibleByAdmin: yup
    .boolean()
    .default(false)
    .test('always-public', MESSAGES.notAdminOnly, function (v) {
      return !ALWAYS_PUBLIC_MANDATORY.includes(String(this.parent.name)) || v !== true;
    })
    .test('admin-or-contacts', MESSAGES.contactsNotAdminOnly, function (v) {
      return !(v === true && this.parent.visibleByContacts === true);
    }),
  visibleByContacts: yup.boolean().default(false),
  sensibility: yup.boolean().default(false),
  description: text(LIMITS.text).default(''),
  labelPosition: yup.mixed<(typeof LABEL_POSITIONS)[number]>().oneOf([...LABEL_POSITIONS]),
  options: yup
    .array(fieldOptionSchema.required())
    .max(LIMITS.list)
    .default([])
    .when('type', {
      is: (type: AttendeeFieldType) => LIST_FIELD_TYPES.includes(type),
      then: (s) => s.min(1, MESSAGES.optionsRequired),
    }),
  justonebyattendee: yup.boolean().default(false),
  order_weight: yup.number().typeError(MESSAGES.orderNumeric).default(0),
  index: yup.number().integer().min(0),
  /** Ticket ids the field is asked for; missing or empty means every ticket. */
  tickets: idList().default(undefined),
  categories: idList().default(undefined),
});
export type AttendeeFieldInput = yup.InferType<typeof attendeeFieldSchema>;
/** Fields live inside the event (user_properties); the list API addresses them by _id. */
export type AttendeeField = AttendeeFieldInput & { _id?: string };

/** The fields of an event or an organization (user_properties), names unique. */
export const userPropertiesSchema = yup
  .array(attendeeFieldSchema.required())
  .max(200)
  .default([])
  .test('unique-field-names', MESSAGES.repeatedFieldNames, (fields) =>
    hasUniqueValues((fields ?? []).map((field) => field.name)),
  );

export const FIELD_CONDITION_STATES = ['enabled', 'disabled'] as const;

export const fieldConditionSchema = yup.object({
  field: text(64).required().matches(FIELD_NAME),
  state: yup
    .mixed<(typeof FIELD_CONDITION_STATES)[number]>()
    .oneOf([...FIELD_CONDITION_STATES])
    .required(),
  fieldToValidate: text(64).required().matches(FIELD_NAME),
  value: scalarValue(LIMITS.name).required(),
});
export type FieldConditionInput = yup.InferType<typeof fieldConditionSchema>;
export type FieldCondition = FieldConditionInput;

function conditionMatches(condition: FieldCondition, values: Record<string, unknown>): boolean {
  const current = values[condition.fieldToValidate];
  const expected = String(condition.value);
  if (Array.isArray(current)) return current.some((item) => String(item) === expected);
  return current !== undefined && current !== null && String(current) === expected;
}

/**
 * Whether `fieldName` is shown, given the values typed so far. A condition names the field it
 * governs (`field`), the field whose value it looks at (`fieldToValidate`) and the value. An
 * 'enabled' condition shows the field only while it matches (several: any of them); a matching
 * 'disabled' condition hides it. A field without conditions is always shown.
 */
export function isFieldVisible(
  fieldName: string,
  values: Record<string, unknown>,
  conditions: readonly FieldCondition[],
): boolean {
  const own = conditions.filter((c) => c.field === fieldName);
  if (own.some((c) => c.state === 'disabled' && conditionMatches(c, values))) return false;
  const enabling = own.filter((c) => c.state === 'enabled');
  return enabling.length === 0 || enabling.some((c) => conditionMatches(c, values));
}

/** The conditions left once a field is gone: none may govern it or look at it. */
export function conditionsWithoutField(
  conditions: readonly FieldCondition[],
  name: string,
): FieldCondition[] {
  return conditions.filter((c) => c.field !== name && c.fieldToValidate !== name);
}

/**
 * The values a condition can look for in a field, for the conditions editor: a list field's
 * options, 'true'/'false' for a boolean; null when the value is typed freely.
 */
export function conditionValueChoices(
  field: Pick<AttendeeField, 'type' | 'options'>,
): FieldOption[] | null {
  if (LIST_FIELD_TYPES.includes(field.type)) return [...(field.options ?? [])];
  if (field.type === 'boolean') {
    return [
      { label: 'Sí', value: 'true' },
      { label: 'No', value: 'false' },
    ];
  }
  return null;
}
