import { lazy } from 'react';

/*
 * The agenda feature's public entry: the landing's agenda and speakers sections, the activity
 * room and the room-status notices. Each is a lazy wrapper, so the landing's first JS gets only
 * these few lines: RoomNotices runs on every landing page and must not bring the sections, the
 * room or their messages with it.
 */
export const AgendaSection = lazy(() =>
  import('./landing/agenda-section').then((m) => ({ default: m.AgendaSection })),
);
export const SpeakersSection = lazy(() =>
  import('./landing/speakers-section').then((m) => ({ default: m.SpeakersSection })),
);
export const ActivityRoom = lazy(() =>
  import('./landing/activity-room').then((m) => ({ default: m.ActivityRoom })),
);
export const RoomNotices = lazy(() =>
  import('./landing/room-notices').then((m) => ({ default: m.RoomNotices })),
);
