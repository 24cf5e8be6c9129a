import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { eventTimeZone } from '../../../lib/resources/field-values';
import { deleteField, saveField, updateEvent } from '../api/event-setup-api';
import { FieldsEditor, type FieldsTarget } from '../components/fields-editor';

/**
 * Recopilación de datos (part 2 §2): the event's attendee fields in the fields editor, with the
 * Campos Relacionados tab for fields_conditions. The fields come live from the event the admin
 * shell follows, so every save shows as soon as the API has written it.
 */
export default function FieldsPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const target = useMemo<FieldsTarget>(
    () => ({
      title: t('eventSetup.fields.title'),
      testId: 'fields-page',
      fields: event.user_properties,
      canWrite: access.isEventAdmin,
      scope: { eventId: event._id, timeZone: eventTimeZone(event) },
      save: (id, values) => saveField(event._id, id, values),
      remove: (id) => deleteField(event._id, id),
      saveOrder: (fields) => updateEvent(event._id, { user_properties: fields }),
      conditions: {
        list: event.fields_conditions ?? [],
        save: (next) => updateEvent(event._id, { fields_conditions: next }),
      },
    }),
    [event, access.isEventAdmin, t],
  );
  return <FieldsEditor target={target} />;
}
