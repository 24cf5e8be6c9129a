import { LIMITS, paths, wallPostSchema, type WallComment, type WallSettings } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { converter } from '../../../lib/firestore/converter';
import { useDocSnapshot, useQuerySnapshot } from '../../../lib/firestore/use-snapshot';
import { appFirestore, useFirestore } from '../../../lib/firebase-context';
import { eventContentSource } from '../../../lib/resources/event-content-source';

/*
 * The admin's side of the wall: posts are the `wall` content kind, read live and written through
 * the API (/api/events/{id}/wall) like the other content; comments and the comment setting are
 * written directly, under the rules (firestore.rules, events/{eventId}/wall…), as event admin.
 */

export const wallSource = eventContentSource('wall', wallPostSchema, 'wall');

const settingsRef = (db: Firestore, eventId: string) =>
  doc(db, paths.wallSettings(eventId)).withConverter(converter<WallSettings & { _id: string }>());

const commentsRef = (db: Firestore, eventId: string, postId: string) =>
  collection(db, paths.wallComments(eventId, postId)).withConverter(converter<WallComment>());

/** The wall's settings, live; a wall never configured takes no comments. */
export function useWallSettings(eventId: string) {
  const db = useFirestore();
  return useDocSnapshot(settingsRef(db, eventId));
}

export function saveWallSettings(eventId: string, settings: WallSettings) {
  return setDoc(doc(appFirestore(), paths.wallSettings(eventId)), {
    comments_enabled: settings.comments_enabled,
    updated_at: serverTimestamp(),
  });
}

/** Every comment of a post, hidden ones included (the team reads them all), oldest first. */
export function usePostComments(eventId: string, postId: string) {
  const db = useFirestore();
  return useQuerySnapshot(
    query(commentsRef(db, eventId, postId), orderBy('created_at', 'asc'), limit(LIMITS.list)),
    `${eventId}/wall/${postId}/comments`,
  );
}

/** Moderation: a hidden comment stays stored but no attendee reads it. */
export function setCommentHidden(
  eventId: string,
  postId: string,
  commentId: string,
  hidden: boolean,
) {
  return updateDoc(doc(appFirestore(), paths.wallComment(eventId, postId, commentId)), { hidden });
}

export function deleteComment(eventId: string, postId: string, commentId: string) {
  return deleteDoc(doc(appFirestore(), paths.wallComment(eventId, postId, commentId)));
}

/**
 * A post's comments go before the post: the API deletes the post document only, and Firestore
 * keeps a subcollection whose parent is gone.
 */
export async function deletePostComments(eventId: string, postId: string) {
  const snapshot = await getDocs(
    query(collection(appFirestore(), paths.wallComments(eventId, postId)), limit(LIMITS.list)),
  );
  await Promise.all(snapshot.docs.map((d) => deleteDoc(d.ref)));
}
