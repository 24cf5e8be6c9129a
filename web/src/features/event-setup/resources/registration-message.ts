import { eventSchema, type AforoEvent } from '@aforo/domain';
import * as yup from 'yup';
import { defineDocumentForm } from '../../../lib/resources/resource';
import { loadEvent, updateEvent } from '../api/event-setup-api';

/** The event schema's own rules for the two fields (the markup's length, a boolean). */
const messageSchema = yup.object({
  registration_message: eventSchema.fields.registration_message as yup.StringSchema<string>,
  validateEmail: eventSchema.fields.validateEmail as yup.BooleanSchema<boolean>,
});
type MessageValues = yup.InferType<typeof messageSchema>;

/**
 * Mensaje Confirmacion Registro (part 2 §2, route confirmacion-registro): the rich text shown when
 * a registration ends (registration-result.tsx) and sent in the confirmation mail
 * (functions/src/lib/registration-confirmation.ts), sanitized wherever it is rendered, and whether
 * the attendee's e-mail is validated before access. PUT /api/events/{id} (part 2 §7).
 */
export const registrationMessageForm = defineDocumentForm<AforoEvent, MessageValues>({
  name: 'registration-message',
  title: 'eventSetup.message.title',
  description: 'eventSetup.message.intro',
  schema: messageSchema,
  fields: [
    { name: 'registration_message', label: 'eventSetup.message.body', kind: 'richText' },
    { name: 'validateEmail', label: 'eventSetup.message.validateEmail', kind: 'boolean' },
  ],
  load: ({ eventId }) => loadEvent(eventId),
  toValues: (event) => ({
    registration_message: event.registration_message ?? '',
    validateEmail: event.validateEmail === true,
  }),
  save: ({ eventId }, values) => updateEvent(eventId, values),
  canWrite: (access) => access.isEventAdmin,
});
