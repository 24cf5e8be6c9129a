import { ticketDesignSchema } from '@aforo/domain';
import { eventDocumentForm } from '../lib/event-document';

/**
 * "ticket": the design of the ticket attendees see at /tickets/{userId} (event.ticket_design),
 * applied by the attendee pages' ticket card. The QR, code, event and dates are not optional.
 */
export const ticketDesignForm = eventDocumentForm({
  name: 'ticket-design',
  title: 'setup.ticketDesign.title',
  description: 'setup.ticketDesign.description',
  schema: ticketDesignSchema,
  fields: [
    {
      name: 'logo',
      label: 'setup.ticketDesign.logo',
      kind: 'image',
      help: 'setup.ticketDesign.logoHelp',
      upload: { folder: ({ eventId }) => `events/${eventId}/images` },
    },
    { name: 'background_color', label: 'setup.ticketDesign.background', kind: 'color' },
    { name: 'text_color', label: 'setup.ticketDesign.text', kind: 'color' },
    { name: 'footer_text', label: 'setup.ticketDesign.footer', kind: 'textarea' },
    { name: 'show_ticket_type', label: 'setup.ticketDesign.showType', kind: 'boolean' },
  ],
  toValues: (event) => ticketDesignSchema.cast(event.ticket_design ?? {}),
  toBody: (values) => ({ ticket_design: values }),
});
