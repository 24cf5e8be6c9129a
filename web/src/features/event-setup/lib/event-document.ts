import type { AforoEvent } from '@aforo/domain';
import type { ObjectSchema } from 'yup';
import type { MessageKey } from '../../../i18n/es';
import { apiFetch } from '../../../lib/api-client';
import type { EventAccess } from '../../../lib/event/event-access';
import {
  defineDocumentForm,
  type ResourceField,
  type ResourceScope,
} from '../../../lib/resources/resource';

const eventPath = ({ eventId }: ResourceScope) => `/api/events/${encodeURIComponent(eventId)}`;

/** The event as the API answers it, re-read after every save. */
export const loadEvent = (scope: ResourceScope) => apiFetch<AforoEvent>(eventPath(scope));

/**
 * A set-up form over part of the event document, saved with the API's partial PUT (an event
 * admin's; the server validates the whole event). `toBody` says where the values go in the event.
 */
export function eventDocumentForm<I extends object>(options: {
  name: string;
  title: MessageKey;
  description?: MessageKey;
  schema: ObjectSchema<I>;
  fields: readonly ResourceField<I>[];
  toValues: (event: AforoEvent) => I;
  toBody: (values: I) => Partial<AforoEvent>;
  saveLabel?: MessageKey;
  canWrite?: (access: EventAccess) => boolean;
}) {
  return defineDocumentForm<AforoEvent, I>({
    name: options.name,
    title: options.title,
    ...(options.description ? { description: options.description } : {}),
    ...(options.saveLabel ? { saveLabel: options.saveLabel } : {}),
    schema: options.schema,
    fields: options.fields,
    load: loadEvent,
    toValues: options.toValues,
    async save(scope, values) {
      await apiFetch(eventPath(scope), {
        method: 'PUT',
        body: JSON.stringify(options.toBody(values)),
      });
    },
    // PUT /api/events/{id} is the event admins' (the rules' isEventAdmin).
    canWrite: options.canWrite ?? ((access) => access.isEventAdmin),
  });
}
