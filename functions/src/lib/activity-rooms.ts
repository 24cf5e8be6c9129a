import { MEETING_SECRET_FIELDS, isRoomOpen, type MeetingSecrets } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import type { EventAccess } from './access';
import { readAll, refs } from './refs';

/**
 * Who manages an activity's video room and so reads its host link and password: event admins and
 * staff with admin_activity, the same people firestore.rules lets read private/meeting.
 */
export const managesRooms = (access: EventAccess): boolean => access.can('admin_activity');

const NO_SECRETS: MeetingSecrets = { join_url: null, start_url: null, key: null };

/** The room's secrets of each activity, read in one round trip; none when there is no room. */
export async function meetingSecretsOf(
  eventId: string,
  activityIds: readonly string[],
): Promise<MeetingSecrets[]> {
  const snaps = await readAll(activityIds.map((id) => refs.activityMeeting(eventId, id)));
  return snaps.map((snap) => {
    const stored = snap.data();
    return {
      join_url: stored?.join_url ?? null,
      start_url: stored?.start_url ?? null,
      key: stored?.key ?? null,
    };
  });
}

/**
 * The room's links an activity's reader may be given: all of them to whoever manages rooms; to
 * the event's attendees and team, the join link while the room is open; nothing to anyone else.
 */
export function visibleSecrets(
  access: EventAccess,
  activity: DocumentData,
  secrets: MeetingSecrets,
): Partial<MeetingSecrets> {
  if (managesRooms(access)) return secrets;
  if (access.isMember && activity.isPublished === true && isRoomOpen(activity)) {
    return { join_url: secrets.join_url };
  }
  return {};
}

/**
 * Activities as the API answers them to this reader: secret fields never come from the activity
 * document itself (older documents may still hold them), only from private/meeting and only what
 * `visibleSecrets` allows.
 */
export async function activitiesForReader<T extends DocumentData & { _id: string }>(
  access: EventAccess,
  activities: readonly T[],
): Promise<T[]> {
  const strip = (activity: T): T => {
    const copy = { ...activity };
    for (const field of MEETING_SECRET_FIELDS) Reflect.deleteProperty(copy, field);
    return copy;
  };
  // Read private/meeting only where something of it may be shown.
  const wanted = activities.map(
    (activity) => Object.keys(visibleSecrets(access, activity, NO_SECRETS)).length > 0,
  );
  const ids = activities.filter((_, i) => wanted[i]).map((a) => a._id);
  const read = ids.length > 0 ? await meetingSecretsOf(access.eventId, ids) : [];
  const secretsById = new Map(ids.map((id, i) => [id, read[i] ?? NO_SECRETS]));
  return activities.map((activity) => ({
    ...strip(activity),
    ...visibleSecrets(access, activity, secretsById.get(activity._id) ?? NO_SECRETS),
  }));
}
