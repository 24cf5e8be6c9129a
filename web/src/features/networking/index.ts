import { lazy } from 'react';

/*
 * The networking feature's public entry (scripts/eslint/boundaries.js). The social zone is
 * lazily loaded: the landing's first JS gets this light wrapper, and reactfire, the full SDK and
 * the social messages download when the networking section or the room's chat first renders.
 */
/** Chat, attendee list, contacts and meetings of an event, with the bell. */
export const SocialZone = lazy(() => import('./social-zone'));
/** The same module, for a caller that wraps it in its own lazy (the landing's section). */
export const loadSocialZone = () => import('./social-zone');
export type { SocialTab } from './social-zone';
/** The activity room's chat tab: the event's public chat, for its attendees. */
export const RoomChatTab = lazy(() => import('./room-chat-tab'));
