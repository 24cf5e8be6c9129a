import { badgeDesignSchema, type AforoEvent, type BadgeDesign } from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { hasPermission } from '../../../lib/event/event-access';
import { eventApiPath } from '../../../lib/resources/api-source';
import { defineDocumentForm, type OptionsSource } from '../../../lib/resources/resource';

/** The event's attendee fields a badge may print (section titles hold no value). */
const attendeeFieldOptions: OptionsSource = {
  useOptions() {
    const { event } = useAdminEvent();
    return {
      status: 'success',
      data: event.user_properties
        .filter((field) => field.type !== 'tituloseccion')
        .map((field) => ({ value: field.name, label: { text: field.label } })),
    };
  },
};

/** The stored layout, or the defaults when the event has none yet. */
export const badgeDesignOf = (event: Pick<AforoEvent, 'badge_design'>): BadgeDesign =>
  badgeDesignSchema.cast(event.badge_design ?? {});

/**
 * badge (spec part 1 §2.2, §7.6; fields not shown in the spec): the layout of the attendees'
 * badges, event.badge_design, saved through PUT events/{id}/badge by event admins and staff with
 * admin_badge (the section's gate).
 */
export const badgeDesignForm = defineDocumentForm<AforoEvent, BadgeDesign>({
  name: 'badge-design',
  title: 'badge.title',
  description: 'badge.description',
  // Part 2 §8 quotes "Información salvada" among the saves' messages: the badge's layout says it.
  savedMessage: 'badge.saved',
  schema: badgeDesignSchema,
  fields: [
    {
      name: 'fields',
      label: 'badge.fields',
      kind: 'multiSelect',
      help: 'badge.fieldsHelp',
      options: attendeeFieldOptions,
    },
    { name: 'show_qr', label: 'badge.showQr', kind: 'boolean' },
    { name: 'show_role', label: 'badge.showRole', kind: 'boolean' },
    {
      name: 'size',
      label: 'badge.size',
      kind: 'select',
      options: [
        { value: 'a6', label: 'badge.size.a6' },
        { value: 'card', label: 'badge.size.card' },
      ],
    },
    {
      name: 'logo',
      label: 'badge.logo',
      kind: 'image',
      upload: { folder: ({ eventId }) => `events/${eventId}/images` },
    },
    { name: 'background_color', label: 'badge.background', kind: 'color' },
    { name: 'text_color', label: 'badge.text', kind: 'color' },
    { name: 'footer_text', label: 'badge.footer' },
  ],
  load: ({ eventId }) => apiFetch<AforoEvent>(`/api/events/${encodeURIComponent(eventId)}`),
  toValues: badgeDesignOf,
  async save({ eventId }, values) {
    await apiFetch(eventApiPath(eventId, 'badge'), { method: 'PUT', body: JSON.stringify(values) });
  },
  canWrite: (access) => hasPermission(access, 'admin_badge'),
});
