import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  MENU_SECTION_TYPES,
  allowRegisterFor,
  itemsMenuOf,
  menuSectionsOf,
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
    // The organizer's own section is rich text too.
    const custom = { name: 'Cómo llegar', section: 'custom', markup: '<p>Bus 12</p>' };
    expect((await validateBody(menuSectionSchema, custom)).markup).toBe('<p>Bus 12</p>');
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

describe('the menu screen', () => {
  it('lists all 23 sections, stored ones first by position, others disabled with a default name', () => {
    const rows = menuSectionsOf({
      speakers: {
        name: 'Ponentes',
        section: 'speakers',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      agenda: {
        name: 'Programa',
        section: 'agenda',
        icon: '',
        position: 1,
        permissions: 'assistants',
        checked: true,
      },
    });
    expect(rows).toHaveLength(23);
    expect(rows.slice(0, 3).map((r) => [r.section, r.name, r.checked])).toEqual([
      ['speakers', 'Ponentes', true],
      ['agenda', 'Programa', true],
      ['event', 'Evento', false],
    ]);
    expect(new Set(rows.map((r) => r.section)).size).toBe(23);
  });

  it('saves every section keyed by type with positions from the list order, valid for the API', async () => {
    const rows = menuSectionsOf({});
    const moved = [rows[3]!, ...rows.slice(0, 3), ...rows.slice(4)].map((r) =>
      r.section === 'tickets' ? { ...r, checked: true } : r,
    );
    const menu = itemsMenuOf(moved);
    expect(menu.tickets).toMatchObject({ position: 0, checked: true, name: 'Boletería' });
    expect(menu.event?.position).toBe(1);
    expect(allowRegisterFor(menu)).toBe(true);
    const valid = await validateBody(itemsMenuSchema, menu);
    expect(Object.keys(valid)).toHaveLength(23);
    expect(menuSectionsOf(valid).map((r) => r.section)).toEqual(moved.map((r) => r.section));
  });
});
