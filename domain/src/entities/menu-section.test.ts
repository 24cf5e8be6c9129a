import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  MENU_SECTION_TYPES,
  allowRegisterFor,
  itemsMenuSchema,
  menuSectionSchema,
  requiresRegisteredVisitor,
} from './menu-section.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const tickets = { name: 'Tiquetes', section: 'tickets', checked: true, permissions: 'assistants' };

describe('menu sections', () => {
  it('lists the 23 section types once each', () => {
    expect(MENU_SECTION_TYPES).toHaveLength(23);
    expect(new Set(MENU_SECTION_TYPES).size).toBe(23);
    expect(MENU_SECTION_TYPES).toEqual(expect.arrayContaining(['networking', 'tickets', 'agenda']));
  });

  it('validates a section and keeps markup only for informative ones', async () => {
    expect(await errorsOf(menuSectionSchema, tickets)).toEqual([]);
    expect(await errorsOf(menuSectionSchema, { ...tickets, section: 'nope' })).not.toEqual([]);
    expect(await errorsOf(menuSectionSchema, { ...tickets, name: '' })).toEqual([
      'El nombre es requerido',
    ]);
    const info = { name: 'Info', section: 'informative_section', markup: '<p>Hola</p>' };
    expect((await validateBody(menuSectionSchema, info)).markup).toBe('<p>Hola</p>');
    expect(
      (await validateBody(menuSectionSchema, { ...tickets, markup: '<p>x</p>' })).markup,
    ).toBeUndefined();
    expect(await errorsOf(menuSectionSchema, { ...info, markup: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(menuSectionSchema, { ...tickets, name: ONE_MB })).not.toEqual([]);
  });

  it('keys itemsMenu by section and drops unknown keys', async () => {
    const menu = await validateBody(itemsMenuSchema, { tickets, hacker: tickets });
    expect(Object.keys(menu).filter((k) => menu[k as keyof typeof menu] !== undefined)).toEqual([
      'tickets',
    ]);
    expect(await errorsOf(itemsMenuSchema, { agenda: tickets })).toEqual([
      'La sección no corresponde a su clave',
    ]);
  });

  it('derives allow_register and the visitor gate from the tickets section', async () => {
    const menu = await validateBody(itemsMenuSchema, { tickets });
    expect(allowRegisterFor(menu)).toBe(true);
    expect(requiresRegisteredVisitor(menu)).toBe(true);
    const open = await validateBody(itemsMenuSchema, {
      tickets: { ...tickets, permissions: 'public' },
    });
    expect(requiresRegisteredVisitor(open)).toBe(false);
    const off = await validateBody(itemsMenuSchema, { tickets: { ...tickets, checked: false } });
    expect(allowRegisterFor(off)).toBe(false);
    expect(allowRegisterFor(undefined)).toBe(false);
  });
});
