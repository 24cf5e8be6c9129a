import {
  MENU_SECTION_TYPES,
  emptyPropertyValue,
  isFieldVisible,
  type AttendeeField,
  type FieldCondition,
  type PropertyValue,
} from '@aforo/domain';

export type RegistrationMode = 'register' | 'update' | 'transfer';

export interface RegistrationValues {
  properties: Record<string, PropertyValue>;
}

/**
 * The form's starting values: the registration's own for an update, the signed-in e-mail for a
 * new registration, and empty otherwise. Numbers start empty rather than 0: a visitor who skips
 * one must not store a zero (a zero pesovoto would take their vote away).
 */
export function initialRegistrationValues(
  fields: readonly AttendeeField[],
  own: Record<string, PropertyValue> | null,
  email: string | null,
): RegistrationValues {
  const properties: Record<string, PropertyValue> = {};
  for (const field of fields) {
    if (field.type === 'tituloseccion') continue;
    if (field.type === 'multiplelist' || field.type === 'multiplelisttable') {
      properties[field.name] = [];
    } else if (field.type === 'number') {
      properties[field.name] = '';
    } else {
      properties[field.name] = emptyPropertyValue(field.type);
    }
    const value = own?.[field.name];
    // A stored password is never shown.
    if (value !== undefined && value !== null && field.type !== 'password') {
      properties[field.name] = value;
    }
  }
  if (email) properties['email'] = email;
  return { properties };
}

/**
 * What the API receives: the answers to the fields the visitor could see (a field hidden by its
 * conditions keeps no stale answer), the e-mail lower-cased (spec part 3 §5.2), and no empty
 * number or password (an empty password keeps the current one).
 */
export function propertiesToSubmit(
  fields: readonly AttendeeField[],
  conditions: readonly FieldCondition[],
  values: RegistrationValues,
): Record<string, PropertyValue> {
  const out: Record<string, PropertyValue> = {};
  for (const field of fields) {
    if (field.type === 'tituloseccion') continue;
    if (!isFieldVisible(field.name, values.properties, conditions)) continue;
    const value = values.properties[field.name];
    if (value === undefined) continue;
    if ((field.type === 'number' || field.type === 'password') && value === '') continue;
    out[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  const email = values.properties['email'];
  out['email'] = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return out;
}

/** The first password typed, to sign in with it right after registering. */
export function typedPassword(
  fields: readonly AttendeeField[],
  properties: Record<string, PropertyValue>,
): string | null {
  for (const field of fields) {
    const value = properties[field.name];
    if (field.type === 'password' && typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/**
 * The register code of the landing redirect (spec part 3 §2.3): 1 a new registration, 2 an
 * existing user's, 4 a transfer.
 */
export function registerCode(mode: RegistrationMode, created: boolean): 1 | 2 | 4 {
  if (mode === 'transfer') return 4;
  return mode === 'register' && created ? 1 : 2;
}

/**
 * /landing/{eventId}/{section}?register=N: the section the visitor is on when it is one, the
 * event's main section otherwise.
 */
export function landingAfterRegistration(eventId: string, pathname: string, code: number): string {
  const prefix = `/landing/${eventId}/`;
  const rest = pathname.startsWith(prefix)
    ? (pathname.slice(prefix.length).split('/')[0] ?? '')
    : '';
  const known: readonly string[] = MENU_SECTION_TYPES;
  const section = known.includes(rest) ? rest : 'event';
  return `/landing/${encodeURIComponent(eventId)}/${section}?register=${code}`;
}
