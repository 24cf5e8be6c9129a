import {
  activitySchema,
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
import { forbidden, notFoundError } from '../lib/http-error';
import { pageSize } from '../lib/query';
import {
  canWriteResource,
  contentKindDeclaration,
  eventIdOf,
  type ResourceDeclaration,
} from '../lib/resource-router';
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
  if (!space?.exists) throw fieldError('space_id', 'Selecciona un Espacio');
  if (!type?.exists) throw fieldError('type_id', 'Selecciona un tipo de actividad');
  if (categories.some((c) => !c.exists)) {
    throw fieldError('activity_categories_ids', 'Selecciona una Categoría');
  }
}

/** Activities CRUD through the generic router; access from the domain's content-kind registry. */
export const activitiesResource: ResourceDeclaration = {
  paths: ['activities'],
  label: 'Actividad',
  ...contentKindDeclaration('activities'),
  check: checkReferences,
  // A room's links and password live in private/meeting (issue #13, item 2).
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
  res.json({
    data: await activitiesForReader(
      access,
      snap.docs.map((d) => d.data()),
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

/**
 * Puts an attendee on an activity, unchecked ('Asistente agregado'). Staff with checkin or
 * add_attendees add anyone; an attendee adds itself. Adding twice changes nothing.
 */
activitiesRouter.post('/activities_attendees', async (req, res) => {
  signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const body = await parseInput(activityAttendeeSchema, req.body);
  const self = body.attendee_id === access.attendeeId;
  if (!self && !access.can('checkin') && !access.can('add_attendees')) throw forbidden();
  await storedActivity(access.eventId, body.activity_id);
  const attendee = await storedAttendee(access.eventId, body.attendee_id);
  const ref = refs.activityAttendee(access.eventId, body.activity_id, attendee._id);
  const created = await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(
      ref,
      activityRecord(access.eventId, body.activity_id, attendee, {
        checked_in: false,
        checkedin_at: null,
      }),
    );
    return true;
  });
  res.status(created ? 201 : 200).json({
    message: 'Asistente agregado',
    data: (await ref.get()).data(),
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
