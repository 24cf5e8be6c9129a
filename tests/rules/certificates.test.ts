import { describeContentRules } from './content-suite';

// Certificate templates are for the event's attendees; the API renders the PDF.
describeContentRules({
  kind: 'certificates',
  noun: 'certificate',
  item: {
    name: 'Certificado de asistencia',
    content: '<p>Certificamos que ...</p>',
    rol_ids: [],
    checked_in_only: true,
    activity_ids: ['act-1'],
  },
});
