/**
 * The agenda feature's public entry: the landing's agenda and speakers sections, the activity
 * room and the room-status notices, which the landing loads lazily. The admin screens are
 * mounted by app/admin-routes.tsx.
 */
export { AgendaSection } from './landing/agenda-section';
export { SpeakersSection } from './landing/speakers-section';
export { ActivityRoom } from './landing/activity-room';
export { RoomNotices } from './landing/room-notices';
