import * as yup from 'yup';
import type { Timestamps, TimestampLike } from './common.js';
import { LIMITS, text, url } from './common.js';

/** The longest comment an attendee writes on a wall post (firestore.rules checks the same). */
export const WALL_COMMENT_MAX = 1_000;

/**
 * A post on the event's wall (spec part 1 §1 "wall"; the spec shows no fields): an admin's text
 * with an optional image. `published` false hides it from everyone but the team (moderation), so
 * the landing's query and the rules filter on it like other published content.
 */
export const wallPostSchema = yup.object({
  text: text(LIMITS.text).required('Escriba el mensaje de la publicación'),
  image: url().nullable().default(null),
  published: yup.boolean().default(true),
});
export type WallPostInput = yup.InferType<typeof wallPostSchema>;
export type WallPost = WallPostInput & Timestamps & { _id: string; event_id: string };

/**
 * An attendee's comment on a post (events/{eventId}/wall/{postId}/comments): written directly by
 * the attendee under the rules, which check the author, the name and the time; `hidden` is the
 * admins' moderation.
 */
export const wallCommentSchema = yup.object({
  text: text(WALL_COMMENT_MAX).required('Escriba su comentario'),
});
export type WallCommentInput = yup.InferType<typeof wallCommentSchema>;
export interface WallComment extends WallCommentInput {
  _id: string;
  user_id: string;
  /** The author's registered name (the rules check it). */
  user_name: string;
  hidden: boolean;
  created_at: TimestampLike;
}

/** The wall's event-level settings (events/{eventId}/wall_settings/settings). */
export const wallSettingsSchema = yup.object({
  /** Whether the event's attendees may comment on the posts. */
  comments_enabled: yup.boolean().default(false),
});
export type WallSettings = yup.InferType<typeof wallSettingsSchema>;
