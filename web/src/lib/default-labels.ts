import {
  DEFAULT_ATTENDEE_ROLE,
  DEFAULT_FIXED_FIELDS,
  MENU_SECTION_DEFAULT_NAMES,
  type Language,
  type MenuSectionType,
  type RoomState,
} from '@aforo/domain';
import { useMemo } from 'react';
import type { MessageKey } from '../i18n/es';
import { useT } from '../i18n/use-t';

/*
 * Labels the product writes into an event by default (a section's name, the first attendee role,
 * the fixed fields' labels) are stored in Spanish, the organizer's language. A reader in another
 * language sees them from the catalogue while the stored label is still the default; a label the
 * organizer typed shows as typed. Stored ids with no label of their own (room states, the
 * variants' languages) always show from the catalogue.
 */

const same = (stored: string, fallback: string) =>
  stored.trim().toLocaleLowerCase('es') === fallback.toLocaleLowerCase('es');

/** The message of a section's stored name, or null when the organizer renamed it. */
export function sectionNameKey(
  section: MenuSectionType,
  stored: string | undefined,
): MessageKey | null {
  const name = stored ?? '';
  return name.trim() === '' || same(name, MENU_SECTION_DEFAULT_NAMES[section])
    ? `defaults.section.${section}`
    : null;
}

/** The message of an attendee role's stored name, or null when it is not the default role's. */
export function roleNameKey(role: { _id?: string; name?: string }): MessageKey | null {
  return role._id === DEFAULT_ATTENDEE_ROLE._id && same(role.name ?? '', DEFAULT_ATTENDEE_ROLE.name)
    ? 'defaults.role.asistente'
    : null;
}

const FIXED_FIELD_LABELS = new Map(DEFAULT_FIXED_FIELDS.map((f) => [f.name, f.label]));

/** The message of a field's stored label, or null when it is not a fixed field's default label. */
export function fieldLabelKey(field: { name?: string; label?: string }): MessageKey | null {
  const fallback = FIXED_FIELD_LABELS.get(field.name ?? '');
  return fallback !== undefined && same(field.label ?? '', fallback)
    ? (`defaults.field.${field.name}` as MessageKey)
    : null;
}

/** The reader's-language labels of stored defaults (see above). */
export function useDefaultLabels() {
  const t = useT();
  return useMemo(
    () => ({
      section: (section: MenuSectionType, stored: string | undefined) => {
        const key = sectionNameKey(section, stored);
        return key ? t(key) : (stored ?? '');
      },
      role: (role: { _id?: string; name?: string }) => {
        const key = roleNameKey(role);
        return key ? t(key) : (role.name ?? '');
      },
      field: (field: { name?: string; label?: string }) => {
        const key = fieldLabelKey(field);
        return key ? t(key) : (field.label ?? '');
      },
      roomState: (state: RoomState) => t(`roomState.${state}`),
      language: (language: Language) => t(`language.variant.${language}`),
      roomNotice: (name: string, state: RoomState) =>
        state === 'none' ? null : t(`roomNotice.${state}`, { name }),
    }),
    [t],
  );
}
