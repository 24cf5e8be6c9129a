import { describeContentRules } from './content-suite';

// Attendee roles (tipos de asistente) drive access rules: event admins only.
describeContentRules({
  kind: 'roles',
  noun: 'attendee role',
  visibility: { public: true },
  item: { name: 'General' },
});
