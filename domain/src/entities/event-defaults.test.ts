import { describe, expect, it } from 'vitest';
import { attendeeFieldSchema, isDeletableField, userPropertiesSchema } from './attendee-field.js';
import {
  DEFAULT_FIXED_FIELDS,
  defaultItemsMenu,
  eventRepair,
  newEventSetup,
  withFixedFields,
} from './event-defaults.js';
import { allowRegisterFor, itemsMenuSchema } from './menu-section.js';

const custom = attendeeFieldSchema.cast({ name: 'empresa', label: 'Empresa', type: 'text' });

describe('event defaults', () => {
  it('are valid fields whose mandatory ones cannot be deleted', () => {
    expect(userPropertiesSchema.validateSync(DEFAULT_FIXED_FIELDS)).toHaveLength(4);
    for (const name of ['names', 'email']) {
      const fixed = DEFAULT_FIXED_FIELDS.find((f) => f.name === name);
      expect(fixed?.mandatory).toBe(true);
      expect(isDeletableField(name)).toBe(false);
    }
  });

  it('give a new event the fixed fields before its own, and open registration', () => {
    const setup = newEventSetup({ user_properties: [custom], itemsMenu: {} });
    expect(setup.user_properties.map((f) => f.name)).toEqual([
      'names',
      'email',
      'picture',
      'contrasena',
      'empresa',
    ]);
    expect(allowRegisterFor(setup.itemsMenu)).toBe(true);
    expect(itemsMenuSchema.isValidSync(setup.itemsMenu)).toBe(true);
  });

  it('keep a menu the request chose, and never add a fixed field twice', () => {
    const agendaOnly = { agenda: { ...defaultItemsMenu().agenda!, position: 0 } };
    const setup = newEventSetup({ user_properties: DEFAULT_FIXED_FIELDS, itemsMenu: agendaOnly });
    expect(setup.itemsMenu).toEqual(agendaOnly);
    expect(setup.user_properties).toHaveLength(DEFAULT_FIXED_FIELDS.length);
  });

  it('repair only the registration fields an older event lacks', () => {
    expect(eventRepair({ user_properties: DEFAULT_FIXED_FIELDS, itemsMenu: {} })).toBeNull();
    const repaired = eventRepair({ user_properties: [custom], itemsMenu: {} });
    expect(repaired?.user_properties.map((f) => f.name)).toEqual(['names', 'email', 'empresa']);
    expect(withFixedFields([custom], ['email']).map((f) => f.name)).toEqual(['email', 'empresa']);
  });
});
