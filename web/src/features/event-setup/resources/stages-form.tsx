import { eventSchema } from '@aforo/domain';
import { StagesInput } from '../components/stages-input';
import { eventDocumentForm } from '../lib/event-document';

const stagesSchema = eventSchema.pick(['event_stages']);

/** The event's sales stages, saved on the event (event_stages) with the API's partial PUT. */
export const stagesForm = eventDocumentForm({
  name: 'stages',
  title: 'setup.stages.title',
  description: 'setup.stages.description',
  saveLabel: 'setup.stages.save',
  schema: stagesSchema,
  fields: [
    { name: 'event_stages', label: 'setup.stages.field', kind: 'custom', render: StagesInput },
  ],
  toValues: (event) => ({ event_stages: event.event_stages }),
  toBody: (values) => ({ event_stages: values.event_stages }),
});
