import {
  ACCESS_RESTRICTION_TYPES,
  activitySchema,
  activityTypeSchema,
  canWriteContent,
  categorySchema,
  speakerSchema,
  type Activity,
  type ActivityInput,
} from '@aforo/domain';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import type { EventAccess } from '../../../lib/event/event-access';
import { imagesOnlyUpload, type ResourceField } from '../../../lib/resources/resource';
import { ActivityTimeInput } from '../components/activity-time-input';
import { CreatableChecklist, CreatableSelect } from '../components/creatable-relation-input';
import { PublishedInput } from '../components/published-input';
import { RolesInput } from '../components/roles-input';

/*
 * The agenda's content kinds (spec part 2 "Agenda section"): read live from Firestore, written
 * through the API (/api/events/{id}/{path}), which checks the same domain schemas, the references
 * (space, type, categories of this event) and unique names.
 */
export const activitiesSource = eventContentSource('activities', activitySchema, 'activities');
export const categoriesSource = eventContentSource('categories', categorySchema, 'categories');
export const typesSource = eventContentSource('types', activityTypeSchema, 'types');
export const speakersSource = eventContentSource('speakers', speakerSchema, 'speakers');

export const canWriteAgenda = (access: EventAccess) => canWriteContent(access, 'activities');

/** Tab Agenda: what the activity is, when and where, who hosts it and who may take part. */
export const AGENDA_FIELDS: readonly ResourceField<ActivityInput>[] = [
  { name: 'name', label: 'agenda.field.name' },
  { name: 'subtitle', label: 'agenda.field.subtitle' },
  {
    name: 'datetime_start',
    label: 'agenda.field.day',
    kind: 'custom',
    render: (props) => <ActivityTimeInput {...props} />,
  },
  // A new event has no spaces, types, categories or speakers: each can be created in place.
  {
    name: 'space_id',
    label: 'agenda.field.space',
    kind: 'custom',
    render: (props) => <CreatableSelect {...props} kind="spaces" />,
  },
  {
    name: 'type_id',
    label: 'agenda.field.type',
    kind: 'custom',
    render: (props) => <CreatableSelect {...props} kind="types" />,
  },
  {
    name: 'activity_categories_ids',
    label: 'agenda.field.categories',
    kind: 'custom',
    render: (props) => <CreatableChecklist {...props} kind="categories" />,
  },
  {
    name: 'host_ids',
    label: 'agenda.field.hosts',
    kind: 'custom',
    render: (props) => <CreatableChecklist {...props} kind="speakers" />,
  },
  { name: 'capacity', label: 'agenda.field.capacity', kind: 'number' },
  {
    name: 'access_restriction_type',
    label: 'agenda.field.access',
    kind: 'select',
    options: ACCESS_RESTRICTION_TYPES.map((value) => ({
      value,
      label: `agenda.access.${value}` as const,
    })),
  },
  {
    name: 'access_restriction_rol_ids',
    label: 'agenda.field.roles',
    kind: 'custom',
    render: (props) => <RolesInput {...props} />,
  },
  {
    name: 'image',
    label: 'agenda.field.image',
    kind: 'image',
    help: 'agenda.field.imageHelp',
    upload: imagesOnlyUpload(({ eventId }) => `events/${eventId}/images`),
  },
  { name: 'description', label: 'agenda.field.description', kind: 'richText' },
  { name: 'requires_registration', label: 'agenda.field.requiresRegistration', kind: 'boolean' },
  {
    name: 'isPublished',
    label: 'agenda.field.published',
    kind: 'custom',
    render: (props) => <PublishedInput {...props} />,
  },
];

/** Tab Avanzado: the recording, the registration message, whether the date shows. */
export const ADVANCED_FIELDS: readonly ResourceField<ActivityInput>[] = [
  { name: 'video', label: 'agenda.field.video' },
  { name: 'registration_message', label: 'agenda.field.registrationMessage', kind: 'richText' },
  { name: 'has_date', label: 'agenda.field.hasDate', kind: 'boolean' },
];

/**
 * A new activity starts published: an organizer who adds an activity to the agenda expects
 * attendees to see it, and the switch says so. Keeping it a draft is the explicit choice (the
 * schema's own default stays false, so an API client that says nothing publishes nothing).
 */
export const NEW_ACTIVITY: ActivityInput = {
  ...activitySchema.getDefault(),
  name: '',
  datetime_start: '',
  datetime_end: '',
  space_id: '',
  type_id: '',
  isPublished: true,
};

/** The form's values of a stored activity: the schema's fields only (the room's stay apart). */
export function activityValues(activity: Activity): ActivityInput {
  const defaults = activitySchema.getDefault();
  return Object.fromEntries(
    Object.keys(activitySchema.fields).map((key) => [
      key,
      key in activity ? Reflect.get(activity, key) : Reflect.get(defaults, key),
    ]),
  ) as ActivityInput;
}
