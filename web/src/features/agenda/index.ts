/*
 * The agenda feature's public entry: the landing's agenda and speakers sections, the activity
 * room and the room-status notices. The landing imports this module lazily, so a visitor who
 * opens none of them downloads none of it (the landing's first-JS budget); the sections and the
 * room bring their strings with them (landing/with-messages.tsx).
 */
export { AgendaSection } from './landing/agenda-section';
export { SpeakersSection } from './landing/speakers-section';
export { MySessionsSection } from './landing/my-sessions-section';
export { ActivityRoom } from './landing/activity-room';
export { RoomNotices } from './landing/room-notices';
export { LiveNowStrip } from './landing/live-now-strip';
