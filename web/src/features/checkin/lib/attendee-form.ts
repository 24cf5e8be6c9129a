import { emptyPropertyValue, type AttendeeField, type PropertyValue } from '@aforo/domain';

export interface AttendeeFormValues {
  properties: Record<string, PropertyValue>;
  checked_in: boolean;
}

/**
 * The form's starting values (spec part 1 §5): an attendee's own, or for a new one false for
 * booleans, 0 for numbers and empty text otherwise. Section titles hold no value.
 */
export function initialAttendeeValues(
  fields: readonly AttendeeField[],
  /** An attendee, or anything with properties by the same fields (an organization member). */
  attendee: {
    properties: Readonly<Record<string, PropertyValue | undefined>>;
    checked_in?: boolean;
  } | null,
): AttendeeFormValues {
  const properties: Record<string, PropertyValue> = {};
  for (const field of fields) {
    if (field.type === 'tituloseccion') continue;
    if (field.type === 'multiplelist' || field.type === 'multiplelisttable') {
      properties[field.name] = [];
    } else {
      properties[field.name] = emptyPropertyValue(field.type);
    }
    const own = attendee?.properties[field.name];
    if (own !== undefined && own !== null) properties[field.name] = own;
  }
  // A stored password is never shown; an edit leaves it alone unless a new one is typed.
  for (const field of fields) if (field.type === 'password') properties[field.name] = '';
  return { properties, checked_in: attendee?.checked_in ?? false };
}

/** Empty passwords on an edit mean "unchanged", so they are not sent. */
export function propertiesToSend(
  fields: readonly AttendeeField[],
  values: AttendeeFormValues,
): Record<string, PropertyValue> {
  const out = { ...values.properties };
  for (const field of fields) {
    if (field.type === 'password' && out[field.name] === '') delete out[field.name];
  }
  return out;
}
