/*
 * The check-in feature's public entry (the only module other features may import: see
 * scripts/eslint/boundaries.js).
 */
// Attendee values as text and the search over them: the badges print and search the same way.
export { attendeeSearchText, propertyText } from './lib/attendee-view';
// The door's own reading of a scanned code: a badge's QR must be one it accepts.
export { scanMatches } from './lib/attendee-view';
// The event's attendees and roles, live: the communications pick their recipients from them.
export { useAttendeeCache } from './api/use-attendee-cache';
export { useRoleList } from './api/use-roles';
// The event's live counters: the statistics dashboard refreshes when they move.
export { useEventCounters } from './api/use-event-counters';
// The attendee form's starting values: an organization member's form reads its fields the same way.
export { initialAttendeeValues } from './lib/attendee-form';
