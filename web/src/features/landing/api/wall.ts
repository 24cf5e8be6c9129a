import {
  paths,
  validateBody,
  wallCommentSchema,
  type WallComment,
  type WallPost,
  type WallSettings,
} from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
  type FirestoreError,
} from 'firebase/firestore/lite';
import { useState } from 'react';
import { converter } from '../../../lib/firestore/converter';
import { liteDb, liteRefs, useLiteQuery } from '../../../lib/firestore/lite';
import { useKeyedSnapshot } from '../../../lib/firestore/use-keyed';

/*
 * The landing's wall, with Firestore Lite like the other sections (no listener, no full SDK):
 * the published posts, each one's visible comments, the comment setting, and the attendee's own
 * comments written and deleted under the rules.
 */

/** How many posts and comments per post the landing shows at most. */
const WALL_LIMIT = 50;

const millis = (value: { toMillis(): number } | null | undefined) => value?.toMillis() ?? 0;

/** Published posts, newest first (sorted here: no composite index for published + created_at). */
export function usePublishedPosts(eventId: string) {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'wall'),
      where('published', '==', true),
      limit(WALL_LIMIT),
    ),
    `landing-wall:${eventId}`,
  );
  if (state.status !== 'success') return state;
  const data: WallPost[] = [...state.data].sort(
    (a, b) => millis(b.created_at) - millis(a.created_at),
  );
  return { ...state, data };
}

/** A post's visible comments, oldest first; `version` re-reads after the visitor's own writes. */
export function useVisibleComments(eventId: string, postId: string) {
  const [version, setVersion] = useState(0);
  const state = useLiteQuery(
    query(
      collection(liteDb, paths.wallComments(eventId, postId)).withConverter(
        converter<WallComment>(),
      ),
      where('hidden', '==', false),
      limit(WALL_LIMIT),
    ),
    `landing-wall-comments:${eventId}:${postId}:${version}`,
  );
  const reload = () => setVersion((n) => n + 1);
  if (state.status !== 'success') return { ...state, reload };
  const data = [...state.data].sort((a, b) => millis(a.created_at) - millis(b.created_at));
  return { ...state, data, reload };
}

/** Whether attendees may comment (no settings: they may not). */
export function useCommentsEnabled(eventId: string): boolean {
  const state = useKeyedSnapshot<WallSettings | undefined>(
    `landing-wall-settings:${eventId}`,
    (settle) => {
      let current = true;
      getDoc(doc(liteDb, paths.wallSettings(eventId))).then(
        (snap) => current && settle({ status: 'success', data: snap.data() as WallSettings }),
        (error: FirestoreError) => current && settle({ status: 'error', error }),
      );
      return () => {
        current = false;
      };
    },
  );
  return state.status === 'success' && state.data?.comments_enabled === true;
}

/** The attendee's comment, as the rules want it: its uid, its registered name, now, visible. */
export async function addComment(
  eventId: string,
  postId: string,
  author: { uid: string; name: string },
  values: { text: string },
) {
  const { text } = await validateBody(wallCommentSchema, values);
  await setDoc(doc(collection(liteDb, paths.wallComments(eventId, postId))), {
    text,
    user_id: author.uid,
    user_name: author.name,
    hidden: false,
    created_at: serverTimestamp(),
  });
}

export function deleteOwnComment(eventId: string, postId: string, commentId: string) {
  return deleteDoc(doc(liteDb, paths.wallComment(eventId, postId, commentId)));
}
