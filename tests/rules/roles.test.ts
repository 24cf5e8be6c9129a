import { describeContentRules } from './content-suite';

// Attendee roles (tipos de asistente) drive access rules: event admins only. Nobody deletes one
// directly: DELETE /api/events/{id}/rolesattendees/{roleId} refuses a role attendees still use,
// which a rule cannot count.
describeContentRules({
  kind: 'roles',
  noun: 'attendee role',
  item: { name: 'General' },
});
