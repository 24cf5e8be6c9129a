import type { MessageKey } from '../../../i18n/es';
import type { FieldOption } from '../../../lib/resources/resource';

/**
 * The building blocks an activity points to that the activity form lets the organizer create in
 * place: a new event has none of them, and the form would otherwise be a dead end.
 */
export type CreatableKind = 'spaces' | 'types' | 'categories' | 'speakers' | 'roles';

export interface CreatableKindInfo {
  /** The API route segment under /api/events/{eventId} the kind's own screen writes through. */
  apiPath: string;
  /** Categories have a colour tag besides their name. */
  withColor: boolean;
  /** The section of the admin where the kind is managed, relative to /eventadmin/{eventId}. */
  section: string;
  create: MessageKey;
  title: MessageKey;
  empty: MessageKey;
}

export const CREATABLE: Record<CreatableKind, CreatableKindInfo> = {
  spaces: {
    apiPath: 'spaces',
    withColor: false,
    section: 'espacios',
    create: 'agenda.create.spaces',
    title: 'agenda.create.spacesTitle',
    empty: 'agenda.create.spacesEmpty',
  },
  types: {
    apiPath: 'types',
    withColor: false,
    section: 'agenda/tipos',
    create: 'agenda.create.types',
    title: 'agenda.create.typesTitle',
    empty: 'agenda.create.typesEmpty',
  },
  categories: {
    apiPath: 'categories',
    withColor: true,
    section: 'agenda/categorias',
    create: 'agenda.create.categories',
    title: 'agenda.create.categoriesTitle',
    empty: 'agenda.create.categoriesEmpty',
  },
  speakers: {
    apiPath: 'speakers',
    withColor: false,
    section: 'speakers',
    create: 'agenda.create.speakers',
    title: 'agenda.create.speakersTitle',
    empty: 'agenda.create.speakersEmpty',
  },
  roles: {
    apiPath: 'rolesattendees',
    withColor: false,
    section: 'tipo-asistentes',
    create: 'agenda.create.roles',
    title: 'agenda.create.rolesTitle',
    empty: 'agenda.create.rolesEmpty',
  },
};

/**
 * The options a select shows: the live list, plus the items the organizer just created that the
 * live list does not hold yet (its listener answers a moment after the API), so a new item is
 * selected under its name at once instead of under its id.
 */
export function withCreated(
  live: readonly FieldOption[],
  created: readonly FieldOption[],
): FieldOption[] {
  const known = new Set(live.map((o) => o.value));
  return [...live, ...created.filter((o) => !known.has(o.value))];
}
