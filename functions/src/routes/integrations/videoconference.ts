import {
  DEFAULT_ACTIVITY_TABS,
  DELETED_ROOM,
  HOST_NOT_AVAILABLE_MESSAGE,
  INVALID_MEETING_MESSAGE,
  compareDateTimeText,
  roomCreationError,
  roleMayJoin,
  videoconferenceSchema,
  type Activity,
  type MeetingSecrets,
  type VideoconferenceFields,
} from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  readableEvent,
  requireEventPermission,
  signedIn,
  type EventAccess,
} from '../../lib/access';
import { meetingSecretsOf, visibleSecrets } from '../../lib/activity-rooms';
import { db } from '../../lib/firebase';
import { EVENT_TIME_ZONE, zoomHosts } from '../../config';
import { HttpError, badRequest, conflict, notFoundError } from '../../lib/http-error';
import { eventIdOf } from '../resource-router';
import { refs } from '../../lib/refs';
import { parseInput, parseUpdate, validId } from '../../lib/validate';
import {
  ZOOM_MEETING_ID,
  durationMinutes,
  hostCandidates,
  zoomRoomSchema,
  zoomStartTime,
} from '@aforo/domain';
import { ZoomError, zoomClient, type ZoomMeeting } from '../../integrations/zoom';

/** Zoom rooms and the video configuration of activities (part 2 §4-5, §7; part 3 §4.3). */
export const videoconferenceRouter = Router();

const ACTIVITY_NOT_FOUND = 'Actividad no encontrada';
const activityIdOf = (req: Request) => validId(req.params.activityId, ACTIVITY_NOT_FOUND);
const activityRef = (eventId: string, activityId: string) =>
  refs.eventContentItem(eventId, 'activities', activityId);

/** Zoom down or refusing our credentials is a gateway failure, said without Zoom's details. */
function zoomUnavailable(err: unknown): HttpError {
  logger.error('Zoom call failed', {
    status: err instanceof ZoomError ? err.status : null,
    code: err instanceof ZoomError ? err.code : null,
    message: err instanceof Error ? err.message : String(err),
  });
  return new HttpError(
    502,
    'El servicio de videoconferencia no está disponible, intente más tarde',
  );
}

/** A Zoom room that exists and has a host, or null (part 2 §5). */
async function validRoom(meetingId: string): Promise<ZoomMeeting | null> {
  if (!ZOOM_MEETING_ID.test(meetingId)) return null;
  try {
    const meeting = await zoomClient().getMeeting(meetingId);
    return meeting && meeting.host_id !== '' ? meeting : null;
  } catch (err) {
    throw zoomUnavailable(err);
  }
}

const invalidMeeting = () =>
  new HttpError(400, INVALID_MEETING_MESSAGE, { meeting_id: INVALID_MEETING_MESSAGE });

/**
 * An activity's room as this reader is answered it: the configuration, and of the links and
 * password only what `visibleSecrets` allows (all for room managers, the join link for attendees
 * while the room is open). The links never come from the activity document.
 */
function configOf(activity: Activity, shown: Partial<MeetingSecrets>) {
  return {
    has_videoconference: Boolean(activity.platform && activity.meeting_id),
    platform: activity.platform ?? null,
    meeting_id: activity.meeting_id ?? null,
    isPublished: activity.isPublished ?? false,
    host_id: activity.host_id ?? null,
    host_name: activity.host_name ?? null,
    habilitar_ingreso: activity.habilitar_ingreso ?? 'none',
    tabs: activity.tabs ?? DEFAULT_ACTIVITY_TABS,
    join_url: null,
    date_start_zoom: activity.date_start_zoom ?? null,
    date_end_zoom: activity.date_end_zoom ?? null,
    ...shown,
  };
}

/** The configuration for this reader, reading private/meeting only when it may see some of it. */
async function configFor(access: EventAccess, activity: Activity) {
  const hidden = visibleSecrets(access, activity, { join_url: null, start_url: null, key: null });
  if (Object.keys(hidden).length === 0) return configOf(activity, {});
  const [secrets] = await meetingSecretsOf(access.eventId, [activity._id]);
  return configOf(activity, secrets ? visibleSecrets(access, activity, secrets) : {});
}

/**
 * Saves a room: the configuration on the activity, its links and password in private/meeting
 * (event admins and admin_activity only), in one batch so neither is ever without the other.
 */
async function saveRoom(
  eventId: string,
  activityId: string,
  fields: Partial<VideoconferenceFields>,
  secrets: MeetingSecrets,
) {
  const batch = db.batch();
  batch.update(activityRef(eventId, activityId), {
    ...fields,
    // Older documents may still hold the links: they go, whatever the room.
    join_url: FieldValue.delete(),
    start_url: FieldValue.delete(),
    key: FieldValue.delete(),
    updated_at: FieldValue.serverTimestamp(),
  });
  batch.set(refs.activityMeeting(eventId, activityId), { _id: 'meeting', ...secrets });
  await batch.commit();
}

/** GET /api/events/zoomhost: the five fixed hosts for manual selection. */
videoconferenceRouter.get('/events/zoomhost', (req, res) => {
  signedIn(req);
  res.json({ data: zoomHosts().map((host) => ({ _id: host.id, name: host.name })) });
});

/**
 * POST /api/events/{eventId}/createmeeting/{activityId}: a Zoom room for the activity. Hosts are
 * tried in order; Zoom's 400 means that host is busy then, so the next one is tried, and when none
 * is free the answer is the spec's 'No está disponible el host para la fecha/hora indicada'.
 */
videoconferenceRouter.post('/events/:eventId/createmeeting/:activityId', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_activity');
  const activityId = activityIdOf(req);
  const input = await parseInput(zoomRoomSchema, req.body ?? {});
  const ref = activityRef(access.eventId, activityId);
  const activity = (await ref.get()).data();
  if (!activity) throw notFoundError(ACTIVITY_NOT_FOUND);
  if (activity.platform === 'zoom' && activity.meeting_id) {
    throw conflict('La actividad ya tiene una videoconferencia: elimínela antes de crear otra');
  }
  const start = input.date_start_zoom ?? activity.datetime_start;
  const end = input.date_end_zoom ?? activity.datetime_end;
  const problem =
    roomCreationError({
      hasPendingDateChanges: false,
      activityId,
      datetime_start: start,
      datetime_end: end,
    }) ?? (compareDateTimeText(start, end) >= 0 ? 'La fecha de finalización no es válida' : null);
  if (problem) throw badRequest(problem);
  const candidates = hostCandidates(input, zoomHosts());
  if (candidates.length === 0) {
    throw new HttpError(400, 'Datos no válidos', { host_id: 'Seleccione un host de la lista' });
  }
  const request = {
    topic: input.activity_name || activity.name,
    type: 2 as const,
    start_time: zoomStartTime(start),
    duration: durationMinutes(start, end),
    timezone: EVENT_TIME_ZONE,
    agenda: input.agenda,
    settings: { join_before_host: false, waiting_room: false },
  };
  for (const host of candidates) {
    let meeting: ZoomMeeting;
    try {
      meeting = await zoomClient().createMeeting(host.id, request);
    } catch (err) {
      if (err instanceof ZoomError && err.status === 400) continue;
      throw zoomUnavailable(err);
    }
    const fields: Partial<VideoconferenceFields> = {
      platform: 'zoom',
      meeting_id: meeting.id,
      host_id: host.id,
      host_name: host.name,
      name_host: host.name,
      date_start_zoom: start,
      date_end_zoom: end,
      habilitar_ingreso: activity.habilitar_ingreso ?? 'closed_meeting_room',
      tabs: activity.tabs ?? DEFAULT_ACTIVITY_TABS,
      isPublished: activity.isPublished ?? false,
    };
    const secrets: MeetingSecrets = {
      join_url: meeting.join_url,
      start_url: meeting.start_url || null,
      key: meeting.password || null,
    };
    await saveRoom(access.eventId, activityId, fields, secrets);
    res
      .status(201)
      .json({ message: 'Información guardada', ...configOf({ ...activity, ...fields }, secrets) });
    return;
  }
  throw badRequest(HOST_NOT_AVAILABLE_MESSAGE);
});

/** GET .../activities/{activityId}/meetings/{meetingId}: the Zoom room, for the activity's admins. */
videoconferenceRouter.get(
  '/events/:eventId/activities/:activityId/meetings/:meetingId',
  async (req, res) => {
    const access = await requireEventPermission(req, eventIdOf(req), 'admin_activity');
    const activityId = activityIdOf(req);
    const meetingId = String(req.params.meetingId);
    if (!(await activityRef(access.eventId, activityId).get()).exists)
      throw notFoundError(ACTIVITY_NOT_FOUND);
    const meeting = await validRoom(meetingId);
    if (!meeting) throw notFoundError(INVALID_MEETING_MESSAGE);
    res.json({
      meeting_id: meeting.id,
      host_id: meeting.host_id,
      topic: meeting.topic,
      agenda: meeting.agenda,
      start_time: meeting.start_time,
      duration: meeting.duration,
      timezone: meeting.timezone,
      join_url: meeting.join_url,
      start_url: meeting.start_url,
    });
  },
);

/**
 * DELETE /api/events/{eventId}/meetings/{meetingId}: deletes the room in Zoom (already gone is
 * fine) and resets the platform, id, host and status of the activities that used it.
 */
videoconferenceRouter.delete('/events/:eventId/meetings/:meetingId', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_activity');
  const meetingId = String(req.params.meetingId);
  if (!ZOOM_MEETING_ID.test(meetingId)) throw notFoundError(INVALID_MEETING_MESSAGE);
  const users = await refs
    .eventContent(access.eventId, 'activities')
    .where('meeting_id', '==', meetingId)
    .limit(20)
    .get();
  if (users.empty) throw notFoundError(INVALID_MEETING_MESSAGE);
  try {
    await zoomClient().deleteMeeting(meetingId);
  } catch (err) {
    throw zoomUnavailable(err);
  }
  const reset: Partial<VideoconferenceFields> = {
    ...DELETED_ROOM,
    name_host: null,
    date_start_zoom: null,
    date_end_zoom: null,
  };
  const batch = db.batch();
  for (const doc of users.docs) {
    batch.update(doc.ref, {
      ...reset,
      join_url: FieldValue.delete(),
      start_url: FieldValue.delete(),
      key: FieldValue.delete(),
      updated_at: FieldValue.serverTimestamp(),
    });
    batch.delete(refs.activityMeeting(access.eventId, doc.id));
  }
  await batch.commit();
  res.json({ message: '¡Transmisión de Zoom eliminada!', meeting_id: meetingId });
});

/** GET .../activities/{activityId}/videoconference: whether it has one, and its configuration. */
videoconferenceRouter.get(
  '/events/:eventId/activities/:activityId/videoconference',
  async (req, res) => {
    const access = await readableEvent(req, eventIdOf(req));
    const activity = (await activityRef(access.eventId, activityIdOf(req)).get()).data();
    if (!activity || (!access.isTeam && activity.isPublished !== true))
      throw notFoundError(ACTIVITY_NOT_FOUND);
    // An EXCLUSIVE activity's room is only for the roles it lists (part 2 §4).
    if (!access.isTeam && !roleMayJoin(activity, (await access.attendee())?.rol_id))
      throw notFoundError(ACTIVITY_NOT_FOUND);
    res.json(await configFor(access, activity));
  },
);

/**
 * PUT .../activities/{activityId}/videoconference: creates or updates the configuration (platform,
 * meeting_id, host, habilitar_ingreso, tabs). A Zoom id is checked with Zoom whenever it changes.
 */
videoconferenceRouter.put(
  '/events/:eventId/activities/:activityId/videoconference',
  async (req, res) => {
    const access = await requireEventPermission(req, eventIdOf(req), 'admin_activity');
    const ref = activityRef(access.eventId, activityIdOf(req));
    const activity = (await ref.get()).data();
    if (!activity) throw notFoundError(ACTIVITY_NOT_FOUND);
    const value = await parseUpdate(videoconferenceSchema, activity, req.body);
    const changes: Partial<VideoconferenceFields> = { ...value };
    const roomChanged =
      value.platform !== activity.platform || value.meeting_id !== activity.meeting_id;
    let secrets: MeetingSecrets | null = null;
    if (value.platform === 'zoom' && roomChanged) {
      const meeting = await validRoom(value.meeting_id);
      if (!meeting) throw invalidMeeting();
      const host = zoomHosts().find((h) => h.id === meeting.host_id || h.id === meeting.host_email);
      // A host named in this request wins; a stored one belonged to the previous room.
      const asked = (key: 'host_id' | 'host_name') =>
        typeof req.body === 'object' && req.body !== null && key in req.body ? value[key] : null;
      Object.assign(changes, {
        host_id: asked('host_id') ?? host?.id ?? meeting.host_id,
        host_name: asked('host_name') ?? host?.name ?? null,
      });
      secrets = {
        join_url: meeting.join_url,
        start_url: meeting.start_url || null,
        key: meeting.password || null,
      };
    } else if (roomChanged) {
      // Another platform's id: Zoom's links of an earlier room no longer apply.
      secrets = { join_url: null, start_url: null, key: null };
    }
    if (secrets) await saveRoom(access.eventId, activity._id, changes, secrets);
    else await ref.update({ ...changes, updated_at: FieldValue.serverTimestamp() });
    res.json({
      message: 'Configuración guardada correctamente',
      ...(await configFor(access, { ...activity, ...changes })),
    });
  },
);
