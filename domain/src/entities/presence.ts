import * as yup from 'yup';
import type { TimestampLike } from './common.js';

export const PRESENCE_STATES = ['online', 'offline'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** The client refreshes its presence this often while the page is open. */
export const PRESENCE_HEARTBEAT_MS = 60_000;
/** A heartbeat older than this counts as offline (a closed laptop never says goodbye). */
export const PRESENCE_STALE_MS = 150_000;

/** presence/{eventId}_{userId}; last_changed is the server time of the write. */
export const presenceSchema = yup.object({
  state: yup
    .mixed<PresenceState>()
    .oneOf([...PRESENCE_STATES])
    .required(),
});
export type PresenceInput = yup.InferType<typeof presenceSchema>;
export interface Presence extends PresenceInput {
  event_id: string;
  user_id: string;
  last_changed: TimestampLike;
}

export function isOnline(
  presence: Pick<Presence, 'state' | 'last_changed'> | null | undefined,
  now: Date,
  /** Tests shorten the stale period (a browser spec cannot wait minutes). */
  staleMs: number = PRESENCE_STALE_MS,
): boolean {
  return (
    presence?.state === 'online' && now.getTime() - presence.last_changed.toMillis() <= staleMs
  );
}
