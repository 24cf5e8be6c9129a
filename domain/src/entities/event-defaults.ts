import type { AttendeeField } from './attendee-field.js';
import type { ItemsMenu, MenuSection, MenuSectionType } from './menu-section.js';
import { MENU_SECTION_DEFAULT_NAMES } from './menu-section-types.js';

/**
 * What every event has before the organizer sets anything up (ARCHITECTURE.md §8): the spec's
 * fixed fields (part 2 §4–5), a default attendee role and the sections a new event needs, with
 * the tickets section on so that registration is open. Creation, duplication and the migration
 * of older events all go through these, so no screen needs a special case for a bare event.
 */

/** What a field is when only its name, label and type are chosen (the fields editor's blank). */
export const BLANK_FIELD = {
  mandatory: false,
  unique: false,
  visibleByAdmin: false,
  visibleByContacts: false,
  sensibility: false,
  description: '',
  options: [],
  justonebyattendee: false,
  order_weight: 0,
} as const satisfies Omit<AttendeeField, 'name' | 'label' | 'type'>;

function fixedField(
  name: string,
  label: string,
  type: AttendeeField['type'],
  mandatory: boolean,
  order: number,
): AttendeeField {
  return {
    ...BLANK_FIELD,
    options: [],
    _id: `campo-${name}`,
    name,
    label,
    type,
    mandatory,
    order_weight: order,
  };
}

/**
 * The fixed fields in the order the form asks them. Names and e-mail identify a registration and
 * are mandatory; the picture and the password are offered, never demanded (without a password
 * the attendee signs in by link).
 */
export const DEFAULT_FIXED_FIELDS: readonly AttendeeField[] = [
  fixedField('names', 'Nombres y apellidos', 'text', true, 1),
  fixedField('email', 'Correo electrónico', 'email', true, 2),
  fixedField('picture', 'Foto', 'avatar', false, 3),
  fixedField('contrasena', 'Contraseña', 'password', false, 4),
];

/** The fields without which nobody can register, be imported or be found at the door. */
export const REGISTRATION_FIELD_NAMES = ['names', 'email'] as const;

/**
 * `fields` with every fixed field it lacks added in front, in the default order. `only` narrows
 * which fixed fields are added (the migration adds only those registration needs, so an older
 * event's form does not change beyond what it must).
 */
export function withFixedFields(
  fields: readonly AttendeeField[],
  only: readonly string[] = DEFAULT_FIXED_FIELDS.map((f) => f.name),
): AttendeeField[] {
  const present = new Set(fields.map((field) => field.name));
  const missing = DEFAULT_FIXED_FIELDS.filter(
    (field) => only.includes(field.name) && !present.has(field.name),
  );
  return [...missing.map((field) => ({ ...field })), ...fields];
}

/** The attendee role every event starts with ("Tipo de asistentes"). */
export const DEFAULT_ATTENDEE_ROLE = { _id: 'asistente', name: 'Asistente' } as const;

/**
 * Sections enabled on a new event, in landing order: the event page, registration (tickets: what
 * opens registration), the agenda and its speakers, then what attendees use during the event.
 */
export const DEFAULT_SECTIONS: readonly MenuSectionType[] = [
  'event',
  'tickets',
  'agenda',
  'speakers',
  'networking',
  'survey',
  'certs',
];

export function defaultItemsMenu(): ItemsMenu {
  const entries = DEFAULT_SECTIONS.map((section, position): [MenuSectionType, MenuSection] => [
    section,
    {
      name: MENU_SECTION_DEFAULT_NAMES[section],
      section,
      icon: '',
      position,
      permissions: 'public',
      checked: true,
    },
  ]);
  return Object.fromEntries(entries) as ItemsMenu;
}

/** A menu with no section stored at all: the organizer has not chosen yet. */
export function isUnsetMenu(menu: ItemsMenu | null | undefined): boolean {
  return Object.values(menu ?? {}).every((item) => item === undefined);
}

type EventSetup = {
  user_properties: readonly AttendeeField[];
  itemsMenu: ItemsMenu | null | undefined;
};

/**
 * A new event's set-up: the organizer's own fields after the fixed ones, and the default sections
 * unless the request chose some.
 */
export function newEventSetup(input: EventSetup): {
  user_properties: AttendeeField[];
  itemsMenu: ItemsMenu;
} {
  return {
    user_properties: withFixedFields(input.user_properties),
    itemsMenu: isUnsetMenu(input.itemsMenu) ? defaultItemsMenu() : (input.itemsMenu ?? {}),
  };
}

/**
 * What an existing event needs so it can take a registration, an import and the door: the
 * registration fields it lacks. Null when nothing is missing (the migration then writes nothing).
 * Sections are left as the organizer chose them: an event with registration closed on purpose
 * stays closed.
 */
export function eventRepair(event: EventSetup): { user_properties: AttendeeField[] } | null {
  const fields = withFixedFields(event.user_properties, REGISTRATION_FIELD_NAMES);
  return fields.length === event.user_properties.length ? null : { user_properties: fields };
}
