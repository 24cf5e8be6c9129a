import * as yup from 'yup';
import { MESSAGES, LIMITS, richText, text } from './common.js';
import {
  MARKUP_SECTIONS,
  MENU_PERMISSIONS,
  MENU_SECTION_DEFAULT_NAMES,
  MENU_SECTION_TYPES,
  type MenuPermission,
  type MenuSectionType,
} from './menu-section-types.js';

export * from './menu-section-types.js';

export const menuSectionSchema = yup.object({
  name: text().required(MESSAGES.nameRequired),
  section: yup
    .mixed<MenuSectionType>()
    .oneOf([...MENU_SECTION_TYPES])
    .required(),
  icon: text(100).default(''),
  position: yup.number().integer().min(0).max(LIMITS.list).default(0),
  permissions: yup
    .mixed<MenuPermission>()
    .oneOf([...MENU_PERMISSIONS])
    .default('public'),
  checked: yup.boolean().default(false),
  /** Only the informative and custom sections keep markup. */
  markup: richText(LIMITS.longText).when('section', {
    is: (section: MenuSectionType) => !MARKUP_SECTIONS.includes(section),
    then: (s) => s.transform(() => undefined),
  }),
});
export type MenuSectionInput = yup.InferType<typeof menuSectionSchema>;
export type MenuSection = MenuSectionInput;
/** Earlier names. */
export const menuItemSchema = menuSectionSchema;
export type MenuItem = MenuSection;

const optionalSection = menuSectionSchema.optional().default(undefined);

/** itemsMenu: at most one entry per section type, keyed by it; other keys are dropped. */
export const itemsMenuSchema = yup
  .object(
    Object.fromEntries(MENU_SECTION_TYPES.map((type) => [type, optionalSection])) as Record<
      MenuSectionType,
      typeof optionalSection
    >,
  )
  .test('section-key', MESSAGES.sectionKey, (menu) =>
    Object.entries(menu ?? {}).every(([key, item]) => item === undefined || item.section === key),
  );
export type ItemsMenu = yup.InferType<typeof itemsMenuSchema>;

function isEnabled(menu: ItemsMenu | null | undefined, section: MenuSectionType): boolean {
  return menu?.[section]?.checked === true;
}

/** allow_register follows whether the tickets section is enabled (part 2 §4). */
export function allowRegisterFor(menu: ItemsMenu | null | undefined): boolean {
  return isEnabled(menu, 'tickets');
}

/** A tickets section for registered users only sends anonymous visitors to a permissions screen. */
export function requiresRegisteredVisitor(menu: ItemsMenu | null | undefined): boolean {
  return isEnabled(menu, 'tickets') && menu?.tickets?.permissions === 'assistants';
}

/**
 * All 23 sections as the menu screen lists them: the stored ones as they are, the others disabled
 * with their default name; ordered by position (a section never stored goes after the stored ones,
 * in the spec's order).
 */
export function menuSectionsOf(menu: ItemsMenu | null | undefined): MenuSection[] {
  const rows = MENU_SECTION_TYPES.map((section, typeIndex) => {
    const stored = menu?.[section];
    const item: MenuSection = stored ?? {
      name: MENU_SECTION_DEFAULT_NAMES[section],
      section,
      icon: '',
      position: 0,
      permissions: 'public',
      checked: false,
    };
    return { item, rank: stored ? stored.position : LIMITS.list + typeIndex, typeIndex };
  });
  return rows.sort((a, b) => a.rank - b.rank || a.typeIndex - b.typeIndex).map((row) => row.item);
}

/** The itemsMenu the screen saves: every section keyed by type, positions from the list order. */
export function itemsMenuOf(sections: readonly MenuSection[]): ItemsMenu {
  return Object.fromEntries(
    sections.map((item, position) => [item.section, { ...item, position }]),
  ) as ItemsMenu;
}
