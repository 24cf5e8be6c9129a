import {
  DEFAULT_STYLES,
  FIXED_FIELD_NAMES,
  STYLE_COLOR_KEYS,
  STYLE_IMAGE_KEYS,
  allowRegisterFor,
  plainTextLength,
  type AforoEvent,
  type StyleImageKey,
} from '@aforo/domain';

/**
 * The set-up checklist of the event's first screen (the pretix / Hi.Events pattern): each step
 * ticked from what is stored, each linking to the screen where it is done.
 */
export const CHECKLIST_STEPS = [
  'details',
  'appearance',
  'sections',
  'tickets',
  'fields',
  'agenda',
  'staff',
  'confirmation',
  'publish',
] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** What the checklist needs beyond the event document, read with counts (api/). */
export interface ChecklistCounts {
  activities: number;
  /** Whether anyone but the author is on the staff. */
  otherStaff: boolean;
}

export interface ChecklistItem {
  step: ChecklistStep;
  /** The admin sub-route where the step is done, or a place on this screen ('#…'). */
  to: string;
  /** null while the counts it depends on are loading. */
  done: boolean | null;
}

/** The event form on the first screen, where details and privacy are set. */
export const EVENT_FORM_ANCHOR = 'event-data';

/** Set on the main screen itself (banner_image) or derived from the landing's: not appearance. */
const NOT_APPEARANCE: readonly StyleImageKey[] = [
  'banner_image',
  'banner_image_email',
  'banner_footer_email',
];

/** Whether the organizer changed any colour or image of the landing from the defaults. */
export function hasOwnAppearance(styles: AforoEvent['styles']): boolean {
  const colours = STYLE_COLOR_KEYS.some((key) => {
    const value = styles[key];
    return typeof value === 'string' && value.toLowerCase() !== DEFAULT_STYLES[key].toLowerCase();
  });
  const images = STYLE_IMAGE_KEYS.some((key) => !NOT_APPEARANCE.includes(key) && !!styles[key]);
  return colours || images;
}

/** Whether visitors can register now: a public event with its tickets section enabled. */
export function takesRegistrations(event: AforoEvent): boolean {
  return event.visibility === 'PUBLIC' && allowRegisterFor(event.itemsMenu);
}

const FIXED: readonly string[] = FIXED_FIELD_NAMES;

/** Every step with whether it is done. */
export function setupChecklist(event: AforoEvent, counts: ChecklistCounts | null): ChecklistItem[] {
  const registrationOpen = allowRegisterFor(event.itemsMenu);
  const done: Record<ChecklistStep, boolean | null> = {
    details:
      event.name.trim() !== '' &&
      !!event.datetime_from &&
      !!event.datetime_to &&
      (plainTextLength(event.description) > 0 || !!event.picture),
    appearance: hasOwnAppearance(event.styles),
    // A section of content on the landing beyond the registration itself.
    sections: Object.values(event.itemsMenu).some(
      (item) => item?.checked === true && item.section !== 'tickets',
    ),
    tickets: event.tickets.length > 0 || (registrationOpen && event.payment?.enabled !== true),
    fields: event.user_properties.some((field) => !FIXED.includes(field.name)),
    agenda: counts === null ? null : counts.activities > 0,
    staff: counts === null ? null : counts.otherStaff,
    confirmation: plainTextLength(event.registration_message) > 0,
    publish: takesRegistrations(event),
  };
  const to: Record<ChecklistStep, string> = {
    details: `#${EVENT_FORM_ANCHOR}`,
    appearance: 'styles',
    sections: 'menuLanding',
    tickets: 'ticketsEvent',
    fields: 'datos',
    agenda: 'agenda',
    staff: 'staff',
    confirmation: 'confirmacion-registro',
    // Registration opens with the tickets section; privacy is set in the form below.
    publish: registrationOpen ? `#${EVENT_FORM_ANCHOR}` : 'menuLanding',
  };
  return CHECKLIST_STEPS.map((step) => ({ step, to: to[step], done: done[step] }));
}
