import {
  MESSAGES,
  ACTIVITY_EXCLUSIVE_MESSAGE,
  ACTIVITY_FULL_MESSAGE,
  activitySchema,
  hasSeat,
  isRoomOpen,
  roleMayJoin,
  idString,
  type ActivityAttendee,
  type Attendee,
  type CheckInPatch,
} from '@aforo/domain';
import { Router } from 'express';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import * as yup from 'yup';
import {
  eventAccess,
  readableEvent,
  requireEvent,
  signedIn,
  type EventAccess,
} from '../lib/access';
import {
  activityAttendeeRecord,
  activityAttendeeSchema,
  activityCheckinInput,
  activityCheckinRequestSchema,
} from '@aforo/domain';
import { activitiesForReader } from '../lib/activity-rooms';
import { db } from '../lib/firebase';
import { HttpError, conflict, forbidden, notFoundError } from '../lib/http-error';
import { checkinNow } from '../lib/checkin-time';
import { pageSize } from '../lib/query';
import {
  canWriteResource,
  contentKindDeclaration,
  eventIdOf,
  type Item,
  type ResourceDeclaration,
} from './resource-router';
import { groups, readAll, refs } from '../lib/refs';
import { fieldError, parseInput, validId } from '../lib/validate';

const ACTIVITY_NOT_FOUND = 'Actividad no encontrada';
const ATTENDEE_NOT_FOUND = 'Asistente no encontrado';

/** The agenda's references must name content of the same event. */
async function checkReferences(access: EventAccess, value: DocumentData): Promise<void> {
  const { eventId } = access;
  const [space, type, ...categories] = await readAll([
    refs.eventContentItem(eventId, 'spaces', String(value.space_id)),
    refs.eventContentItem(eventId, 'types', String(value.type_id)),
    ...(value.activity_categories_ids as string[]).map((id) =>
      refs.eventContentItem(eventId, 'categories', id),
    ),
  ]);
  if (!space?.exists) throw fieldError('space_id', MESSAGES.activitySpace);
  if (!type?.exists) throw fieldError('type_id', MESSAGES.activityType);
  if (categories.some((c) => !c.exists)) {
    throw fieldError('activity_categories_ids', MESSAGES.activityCategory);
  }
}

/**
 * Whether someone outside the team sees the activity: published, and when EXCLUSIVE only by the
 * attendees of the roles it lists (part 2 §4; firestore.rules say the same of direct reads).
 */
export async function readerSees(access: EventAccess, activity: DocumentData): Promise<boolean> {
  if (access.isTeam) return true;
  if (activity.isPublished !== true) return false;
  if (activity.access_restriction_type !== 'EXCLUSIVE') return true;
  return roleMayJoin(activity, (await access.attendee())?.rol_id);
}

/** Activities CRUD through the generic router; access from the domain's content-kind registry. */
export const activitiesResource: ResourceDeclaration = {
  paths: ['activities'],
  label: 'Actividad',
  ...contentKindDeclaration('activities'),
  visibility: { kind: 'filter', test: (item: Item, access) => readerSees(access, item) },
  check: checkReferences,
  // A room's links and password live in private/meeting.
  present: activitiesForReader,
};

/** The activity workflows beside its CRUD, mounted under /api/events/:eventId. */
export const activitiesRouter = Router({ mergeParams: true });

async function storedActivity(eventId: string, activityId: string) {
  const activity = (await refs.eventContentItem(eventId, 'activities', activityId).get()).data();
  if (!activity) throw notFoundError(ACTIVITY_NOT_FOUND);
  return activity;
}

async function storedAttendee(eventId: string, attendeeId: string): Promise<Attendee> {
  const attendee = (await refs.attendee(eventId, attendeeId).get()).data();
  if (!attendee) throw notFoundError(ATTENDEE_NOT_FOUND);
  return attendee;
}

/**
 * A copy of an activity's agenda fields under a new id. The video conference is not copied: a
 * room belongs to one activity, and its private/meeting (links, password) stays with it.
 */
activitiesRouter.post('/duplicateactivitie/:activityId', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), canWriteResource(activitiesResource));
  await parseInput(yup.object({}), req.body ?? {});
  const activity = await storedActivity(
    access.eventId,
    validId(req.params.activityId, ACTIVITY_NOT_FOUND),
  );
  const agenda = Object.fromEntries(
    Object.keys(activitySchema.fields).flatMap((key) =>
      key in activity ? [[key, Reflect.get(activity, key)]] : [],
    ),
  );
  const id = await activitiesResource.store.create(access.eventId, {
    ...agenda,
    event_id: access.eventId,
  });
  res.status(201).json(await activitiesResource.store.get(access.eventId, id));
});

/** Activities a speaker (host) takes part in: published ones, or all for the team. */
activitiesRouter.get('/activitiesbyhost/:hostId', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  const hostId = validId(req.params.hostId, 'Conferencista no encontrado');
  const { pageSize: limit } = await parseInput(yup.object({ pageSize: pageSize() }), req.query);
  let q = refs
    .eventContent(access.eventId, 'activities')
    .where('host_ids', 'array-contains', hostId);
  if (!access.isTeam) q = q.where('isPublished', '==', true);
  const snap = await q.limit(limit).get();
  const activities = snap.docs.map((d) => d.data());
  const seen = await Promise.all(activities.map((a) => readerSees(access, a)));
  res.json({
    data: await activitiesForReader(
      access,
      activities.filter((_, i) => seen[i]),
    ),
  });
});

const activityAttendeesQuery = yup.object({
  activity_id: idString(),
  user_id: idString(),
  pageSize: pageSize(),
});

/**
 * Per-activity records filtered by activity_id or user_id (an account). The team reads any;
 * anyone else reads only its own, which is also what no filter gives.
 */
activitiesRouter.get('/activities_attendees', async (req, res) => {
  const user = signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const query = await parseInput(activityAttendeesQuery, req.query);
  const userId = query.user_id ?? (query.activity_id ? null : user.uid);
  if (!access.isTeam && userId !== null && userId !== user.uid) throw forbidden();
  if (query.activity_id) {
    if (!access.isTeam) {
      const own = access.attendeeId
        ? (
            await refs.activityAttendee(access.eventId, query.activity_id, access.attendeeId).get()
          ).data()
        : undefined;
      res.json({ data: own ? [own] : [] });
      return;
    }
    let q = refs.activityAttendees(access.eventId, query.activity_id).limit(query.pageSize);
    if (userId) q = q.where('user_id', '==', userId);
    const snap = await q.get();
    res.json({ data: snap.docs.map((d) => d.data()) });
    return;
  }
  const snap = await groups
    .activityAttendees()
    .where('event_id', '==', access.eventId)
    .where('user_id', '==', userId)
    .limit(query.pageSize)
    .get();
  res.json({ data: snap.docs.map((d) => d.data()) });
});

const adminQuery = yup.object({
  activity_id: idString().required('activity_id es requerido'),
  pageSize: pageSize(),
});

/** The activity check-in screen: an activity's records with their total, for the team. */
activitiesRouter.get('/activities_attendeesAdmin', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.isTeam);
  const query = await parseInput(adminQuery, req.query);
  const records = refs.activityAttendees(access.eventId, query.activity_id);
  const [snap, total] = await Promise.all([
    records.limit(query.pageSize).get(),
    records.count().get(),
  ]);
  res.json({ data: snap.docs.map((d) => d.data()), total: total.data().count });
});

/** The document the web client writes directly, with its timestamps. */
function activityRecord(
  eventId: string,
  activityId: string,
  attendee: Attendee,
  checkin: CheckInPatch,
) {
  const now = FieldValue.serverTimestamp();
  return {
    ...activityAttendeeRecord(eventId, activityId, attendee, checkin),
    created_at: now,
    updated_at: now,
  };
}

/** Firestore's answers to a conditional commit that lost a race: read again and retry. */
const LOST_RACE = new Set([6, 9, 10]); // ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED
const SEAT_ATTEMPTS = 60;

/**
 * Takes a seat for the attendee atomically: the record's creation and the activity's count are
 * committed together, on the condition that the activity is still as it was read (its update
 * time), so concurrent registrations never put more attendees on an activity than its capacity
 * (0: no limit). A registration that lost the race reads again at once; the capacity check then
 * sees the seats the others took. An attendee already on the activity takes no second seat:
 * `onExisting` says what changes on its record (nothing when absent or null).
 */
export async function takeSeat(
  eventId: string,
  activityId: string,
  attendee: Attendee,
  checkin: CheckInPatch,
  onExisting?: (stored: ActivityAttendee) => DocumentData | null,
  /** Fields the new record carries besides the copy (online: entered through the live room). */
  extra: DocumentData = {},
): Promise<boolean> {
  const ref = refs.activityAttendee(eventId, activityId, attendee._id);
  const activityRef = refs.eventContentItem(eventId, 'activities', activityId);
  for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
    const [record, activity] = await Promise.all([ref.get(), activityRef.get()]);
    const stored = record.data();
    if (stored) {
      const change = onExisting?.(stored);
      if (change) await ref.update({ ...change, updated_at: FieldValue.serverTimestamp() });
      return false;
    }
    const current = activity.data();
    if (!current || !activity.updateTime) throw notFoundError(ACTIVITY_NOT_FOUND);
    if (!hasSeat(current.capacity, current.registered_count ?? 0)) {
      throw conflict(ACTIVITY_FULL_MESSAGE);
    }
    const batch = db.batch();
    batch.create(ref, {
      ...activityRecord(eventId, activityId, attendee, checkin),
      ...extra,
      seated: true,
    });
    batch.update(
      activityRef,
      { registered_count: FieldValue.increment(1) },
      { lastUpdateTime: activity.updateTime },
    );
    try {
      await batch.commit();
      return true;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'number' && LOST_RACE.has(code)) continue;
      throw err;
    }
  }
  throw new HttpError(503, 'Hay muchas inscripciones en este momento, intente de nuevo');
}

/** An attendee acting for itself may only use an activity it sees (published, its role). */
async function assertMayJoin(access: EventAccess, activity: DocumentData, attendee: Attendee) {
  if (access.isTeam) return;
  if (activity.isPublished !== true) throw notFoundError(ACTIVITY_NOT_FOUND);
  if (!roleMayJoin(activity, attendee.rol_id)) throw forbidden(ACTIVITY_EXCLUSIVE_MESSAGE);
}

/**
 * Puts an attendee on an activity, unchecked ('Asistente agregado'). Staff with checkin or
 * add_attendees add anyone; an attendee adds itself (registration, "my agenda"), to an activity
 * it sees and while seats remain. Adding twice changes nothing.
 */
activitiesRouter.post('/activities_attendees', async (req, res) => {
  signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const body = await parseInput(activityAttendeeSchema, req.body);
  const self = body.attendee_id === access.attendeeId;
  if (!self && !access.can('checkin') && !access.can('add_attendees')) throw forbidden();
  const activity = await storedActivity(access.eventId, body.activity_id);
  const attendee = await storedAttendee(access.eventId, body.attendee_id);
  if (self) await assertMayJoin(access, activity, attendee);
  const created = await takeSeat(access.eventId, body.activity_id, attendee, {
    checked_in: false,
    checkedin_at: null,
  });
  const ref = refs.activityAttendee(access.eventId, body.activity_id, attendee._id);
  res.status(created ? 201 : 200).json({
    message: 'Asistente agregado',
    data: (await ref.get()).data(),
  });
});

/**
 * DELETE /api/events/{eventId}/activities_attendees/{activityId}: the attendee takes an activity
 * out of "Mi agenda". Its record goes and its seat is given back in one transaction. A record
 * already checked in stays: it is the proof the organizer has that the attendee was there.
 */
activitiesRouter.delete('/activities_attendees/:activityId', async (req, res) => {
  signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const activityId = validId(req.params.activityId, ACTIVITY_NOT_FOUND);
  if (!access.attendeeId) throw notFoundError('No está registrado en este evento');
  const ref = refs.activityAttendee(access.eventId, activityId, access.attendeeId);
  const activityRef = refs.eventContentItem(access.eventId, 'activities', activityId);
  await db.runTransaction(async (tx) => {
    const [record, activity] = await Promise.all([tx.get(ref), tx.get(activityRef)]);
    const stored = record.data();
    if (!stored) throw notFoundError('Esta actividad no está en tu agenda');
    if (stored.checked_in) {
      throw conflict('Ya ingresaste a esta actividad: tu asistencia queda registrada en tu agenda');
    }
    tx.delete(ref);
    if (stored.seated === true && activity.exists && (activity.data()?.registered_count ?? 0) > 0) {
      tx.update(activityRef, { registered_count: FieldValue.increment(-1) });
    }
  });
  res.json({ message: 'Actividad quitada de tu agenda', activity_id: activityId });
});

/**
 * The attendee entered the activity's live room (part 1 §4): its per-activity record, the same
 * one the door's activity check-in writes, is checked in now unless it already was, so the
 * organizer sees who attended online and in person in one list.
 */
activitiesRouter.post('/activities/:activityId/enter', async (req, res) => {
  signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  await parseInput(yup.object({}), req.body ?? {});
  if (!access.attendeeId) throw forbidden('Debe estar inscrito en el evento');
  const activityId = validId(req.params.activityId, ACTIVITY_NOT_FOUND);
  const activity = await storedActivity(access.eventId, activityId);
  const attendee = await storedAttendee(access.eventId, access.attendeeId);
  await assertMayJoin(access, activity, attendee);
  if (!isRoomOpen(activity)) throw conflict('La sala de esta actividad no está abierta');
  const now = checkinNow();
  await takeSeat(
    access.eventId,
    activityId,
    attendee,
    { checked_in: true, checkedin_at: now },
    // online: the dashboard tells attendance through the room from attendance at the door.
    (stored) =>
      stored.checked_in
        ? null
        : { checked_in: true, checkedin_at: now, checked_at: now, online: true },
    { online: true },
  );
  const data = (await refs.activityAttendee(access.eventId, activityId, attendee._id).get()).data();
  res.json({ message: 'Usuario Chequeado', data });
});

/** How many people the room's attendees tab lists at most: the read stays bounded. */
const ROOM_ATTENDEES_LIMIT = 100;

/**
 * The room's attendees tab: who is in the room, from the activity's attendance
 * records (checked in, newest first: sorted here, so the query needs no composite index), as
 * names only. Offered while the activity enables the tab,
 * to whoever may join the activity (the team always); the records themselves stay team-only.
 */
activitiesRouter.get('/activities/:activityId/room_attendees', async (req, res) => {
  signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const activityId = validId(req.params.activityId, ACTIVITY_NOT_FOUND);
  const activity = await storedActivity(access.eventId, activityId);
  if (!access.isTeam) {
    if (!access.attendeeId) throw forbidden('Debe estar inscrito en el evento');
    await assertMayJoin(access, activity, await storedAttendee(access.eventId, access.attendeeId));
    if (activity.tabs?.attendees !== true) throw notFoundError(ACTIVITY_NOT_FOUND);
  }
  const snap = await refs
    .activityAttendees(access.eventId, activityId)
    .where('checked_in', '==', true)
    .limit(ROOM_ATTENDEES_LIMIT)
    .get();
  const records = snap.docs
    .map((d) => d.data())
    .sort((a, b) => (b.checkedin_at ?? '').localeCompare(a.checkedin_at ?? ''));
  res.json({
    data: records.map((record) => {
      const names = record.properties.names;
      return { attendee_id: record.attendee_id, names: typeof names === 'string' ? names : '' };
    }),
  });
});

/**
 * Activity check-in (spec part 1 §7.6: user_id, activity_id, checkedin_at): a time checks the
 * attendee in, null un-checks; the record is created on the first check-in, with the attendee id
 * as its id so a second device cannot duplicate it.
 */
activitiesRouter.put('/activities_attendees/checkin', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.can('checkin'));
  const input = activityCheckinInput(await parseInput(activityCheckinRequestSchema, req.body));
  await storedActivity(access.eventId, input.activity_id);
  const attendee = await storedAttendee(access.eventId, input.attendee_id);
  const checkin: CheckInPatch = {
    checked_in: input.checkedin_at !== null,
    checkedin_at: input.checkedin_at,
  };
  const ref = refs.activityAttendee(access.eventId, input.activity_id, attendee._id);
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) {
      tx.update(ref, {
        ...checkin,
        checked_at: checkin.checkedin_at,
        updated_at: FieldValue.serverTimestamp(),
      });
    } else {
      tx.create(ref, activityRecord(access.eventId, input.activity_id, attendee, checkin));
    }
  });
  const data: ActivityAttendee | undefined = (await ref.get()).data();
  res.json({ message: 'Usuario Chequeado', data });
});
