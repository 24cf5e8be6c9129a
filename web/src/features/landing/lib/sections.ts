import type { ItemsMenu, MenuSection, MenuSectionType } from '@aforo/domain';

/** The landing's default when the organizer enabled no section: the event's own page. */
export const DEFAULT_SECTION: MenuSectionType = 'event';

/**
 * The sections the landing offers (part 2 §9, part 3 §2.1): enabled in itemsMenu, by position;
 * 'assistants' ones only to a registered attendee of the event.
 */
export function visibleSections(menu: ItemsMenu | null | undefined, isAttendee: boolean) {
  const enabled = Object.values(menu ?? {}).filter(
    (item): item is MenuSection => item !== undefined && item.checked === true,
  );
  return enabled
    .filter((item) => item.permissions !== 'assistants' || isAttendee)
    .sort((a, b) => a.position - b.position || a.section.localeCompare(b.section));
}

export type SectionAccess =
  | { kind: 'shown'; section: MenuSectionType }
  /** Enabled for registered attendees only, and the visitor is not one (yet). */
  | { kind: 'restricted'; section: MenuSectionType }
  | { kind: 'missing' };

/** What a /landing/{eventId}/{section} deep link leads to. */
export function sectionAccess(
  menu: ItemsMenu | null | undefined,
  requested: string | null,
  isAttendee: boolean,
): SectionAccess {
  const shown = visibleSections(menu, isAttendee);
  if (requested === null || requested === '') {
    return { kind: 'shown', section: shown[0]?.section ?? DEFAULT_SECTION };
  }
  if (shown.some((item) => item.section === requested)) {
    return { kind: 'shown', section: requested as MenuSectionType };
  }
  if (requested === DEFAULT_SECTION && shown.length === 0) {
    return { kind: 'shown', section: DEFAULT_SECTION };
  }
  const item = Object.values(menu ?? {}).find((entry) => entry?.section === requested);
  return item?.checked === true && item.permissions === 'assistants'
    ? { kind: 'restricted', section: item.section }
    : { kind: 'missing' };
}
