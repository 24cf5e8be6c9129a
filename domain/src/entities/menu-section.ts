import * as yup from 'yup';
import { LIMITS, richText, text } from './common.js';
import {
  INFORMATIVE_SECTIONS,
  MENU_PERMISSIONS,
  MENU_SECTION_TYPES,
  type MenuPermission,
  type MenuSectionType,
} from './menu-section-types.js';

export * from './menu-section-types.js';

export const menuSectionSchema = yup.object({
  name: text().required('El nombre es requerido'),
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
  /** Only informative sections keep markup. */
  markup: richText(LIMITS.longText).when('section', {
    is: (section: MenuSectionType) => !INFORMATIVE_SECTIONS.includes(section),
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
  .test('section-key', 'La sección no corresponde a su clave', (menu) =>
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
