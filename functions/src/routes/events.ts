import {
  REGISTRATION_FIELD_NAMES,
  allowRegisterFor,
  eventSchema,
  formatCheckinTime,
  idString,
  withDefaultStyles,
  withFixedFields,
  type AforoEvent,
} from '@aforo/domain';
import { Router, type Request, type Response } from 'express';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import * as yup from 'yup';
import {
  isOrgAdmin,
  readableEvent,
  requireEventAdmin,
  requireEventPermission,
  signedIn,
} from '../lib/access';
import { EVENT_TIME_ZONE } from '../config';
import { db } from '../lib/firebase';
import { forbidden, notFoundError } from '../lib/http-error';
import { filteredParam, listQuerySchema, pageSize, parseFilters } from '../lib/query';
import { groups, readAll, refs } from '../lib/refs';
import { myMemberships } from '../lib/memberships';
import { keepFieldIds } from '../lib/user-properties-store';
import { createEventWithDefaults } from '../lib/event-defaults';
import { releaseShortPath, updateEventClaimingShortPath } from '../lib/short-paths';
import { fieldError, parseInput, parseUpdate, validId } from '../lib/validate';

/** Routes under /api/events. */
export const eventsRouter = Router();
/** Event lists that sit beside /api/events: eventsbeforetoday, eventsaftertoday, me/... */
export const eventListsRouter = Router();

const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');

const listQuery = yup.object({
  pageSize: pageSize(),
  organizer_id: idString(),
  filtered: filteredParam(),
});

/**
 * Public events (spec part 1 §7.2 GET /api/events{query}, /api/events/?filtered=[name]): soonest
 * first, or by name when filtered on a name prefix (the search box).
 */
eventsRouter.get('/', async (req, res) => {
  const query = await parseInput(listQuery, req.query);
  const filters = parseFilters(query.filtered, ['name', 'organizer_id'] as const);
  let q = refs.events().where('visibility', '==', 'PUBLIC');
  const organizerId =
    filters.find((f) => f.field === 'organizer_id')?.value ?? query.organizer_id ?? null;
  if (organizerId) q = q.where('organizer_id', '==', organizerId);
  const name = filters.find((f) => f.field === 'name')?.value;
  q = name
    ? q.where('name', '>=', name).where('name', '<', `${name}\uf8ff`).orderBy('name')
    : q.orderBy('datetime_from', 'asc');
  const snap = await q.limit(query.pageSize).get();
  res.json({ data: snap.docs.map((d) => d.data()) });
});

/** Now in the events' time zone, 'YYYY-MM-DD HH:mm:ss', the text event dates are written in. */
const now = () => formatCheckinTime(new Date(), EVENT_TIME_ZONE);

/**
 * Public events on one side of now, by their end (an event that ended is past,
 * whenever it started; one still running is upcoming): past ones latest first, the others soonest
 * first. Date texts compare as text ('2026-05-11 17:00:00' < '2026-11-21 10:00:00'); the same
 * rule as isEventEnded, which closes the registration.
 */
export async function publicEventsAroundNow(
  side: 'before' | 'after',
  limit: number,
): Promise<AforoEvent[]> {
  const snap = await refs
    .events()
    .where('visibility', '==', 'PUBLIC')
    .where('datetime_to', side === 'before' ? '<' : '>=', now())
    .orderBy('datetime_to', side === 'before' ? 'desc' : 'asc')
    .limit(limit)
    .get();
  const events = snap.docs.map((d) => d.data());
  if (side === 'after') events.sort((a, b) => a.datetime_from.localeCompare(b.datetime_from));
  return events;
}

function eventsAroundNow(side: 'before' | 'after') {
  return async (req: Request, res: Response) => {
    const { pageSize: limit } = await parseInput(listQuerySchema, req.query);
    res.json({ data: await publicEventsAroundNow(side, limit) });
  };
}

eventListsRouter.get('/eventsbeforetoday', eventsAroundNow('before'));
eventListsRouter.get('/eventsaftertoday', eventsAroundNow('after'));

/**
 * Events the caller administers or works on ("Administrar mis eventos"): its
 * author, staff of any role, or an admin of the event's organization; soonest first.
 */
eventListsRouter.get('/me/contributors/events', async (req, res) => {
  const user = signedIn(req);
  const { pageSize: limit } = await parseInput(listQuerySchema, req.query);
  const [staffSnap, authored, memberships] = await Promise.all([
    // Staff documents are named by uid but collection groups cannot filter on a document id:
    // find them by the account's e-mail and keep those that really are the caller's.
    user.email
      ? groups.staff().where('email', '==', user.email.toLowerCase()).limit(limit).get()
      : null,
    refs.events().where('author_id', '==', user.uid).limit(limit).get(),
    myMemberships(user, limit),
  ]);
  const adminOf = memberships.filter((m) => m.role === 'admin').map((m) => m.orgId);
  // 'in' takes at most 30 values per query.
  const chunks = Array.from({ length: Math.ceil(adminOf.length / 30) }, (_, i) =>
    adminOf.slice(i * 30, i * 30 + 30),
  );
  const organized = await Promise.all(
    chunks.map((orgIds) => refs.events().where('organizer_id', 'in', orgIds).limit(limit).get()),
  );
  const ids = new Set(
    [...authored.docs, ...organized.flatMap((snap) => snap.docs)].map((d) => d.id),
  );
  for (const doc of staffSnap?.docs ?? []) {
    const eventId = doc.ref.parent.parent?.id;
    if (doc.id === user.uid && eventId) ids.add(eventId);
  }
  const events = (await readAll([...ids].map((id) => refs.event(id))))
    .map((snap) => snap.data())
    .filter((e) => e !== undefined)
    .sort((a, b) => a.datetime_from.localeCompare(b.datetime_from));
  res.json({ data: events.slice(0, limit) });
});

/** The organization an event is created or moved under must be one the caller administers. */
export async function assertOrganizer(organizerId: string | null, uid: string): Promise<void> {
  if (!organizerId) return;
  const org = await refs.organization(organizerId).get();
  if (!org.exists) throw notFoundError('Organización no encontrada');
  if (!(await isOrgAdmin(organizerId, uid))) throw forbidden();
}

const createQuery = yup.object({ orgId: idString() });

/**
 * Creates an event (optional orgId from the create-event page); the caller becomes its author.
 * The event takes registrations at once: see createEventWithDefaults.
 */
eventsRouter.post('/', async (req, res) => {
  const user = signedIn(req);
  const { orgId } = await parseInput(createQuery, req.query);
  const value = await parseInput(eventSchema, req.body);
  if (orgId && value.organizer_id && orgId !== value.organizer_id) {
    throw fieldError('organizer_id', 'La organización no corresponde a orgId');
  }
  const organizerId = value.organizer_id ?? orgId ?? null;
  await assertOrganizer(organizerId, user.uid);
  const eventId = await createEventWithDefaults(value, {
    authorId: user.uid,
    organizerId,
  });
  res.status(201).json((await refs.event(eventId).get()).data());
});

eventsRouter.get('/:eventId', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  res.json(access.event);
});

/**
 * GET /api/events/{id}/stylestemp (part 1 §7.2): the appearance the landing renders, every style
 * key present (stored values over the defaults), for whoever may read the event.
 */
eventsRouter.get('/:eventId/stylestemp', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  res.json({ _id: access.eventId, styles: withDefaultStyles(access.event.styles ?? {}) });
});

/** The registration fields the stored event has: a whole-list PUT keeps them. */
const keptRegistrationFields = (event: AforoEvent) =>
  REGISTRATION_FIELD_NAMES.filter((name) => event.user_properties.some((f) => f.name === name));

/** Partial edit by an event admin: the body is laid over the stored event and validated whole. */
eventsRouter.put('/:eventId', async (req, res) => {
  const eventId = eventIdOf(req);
  const access = await requireEventAdmin(req, eventId);
  const value = await parseUpdate(eventSchema, access.event, req.body);
  if (value.organizer_id !== access.event.organizer_id) {
    await assertOrganizer(value.organizer_id, signedIn(req).uid);
  }
  await updateEventClaimingShortPath(eventId, access.event, value.short_path ?? null, {
    ...value,
    // A whole-list edit cannot drop the fields registration needs (the fields API refuses it too).
    user_properties: keepFieldIds(
      access.event.user_properties,
      withFixedFields(value.user_properties, keptRegistrationFields(access.event)),
    ),
    allow_register: allowRegisterFor(value.itemsMenu),
    updated_at: FieldValue.serverTimestamp(),
  });
  res.json((await refs.event(eventId).get()).data());
});

/** Everything stored under or about one event. */
function eventFootprint(eventId: string): DocumentReference[] {
  // event_activity_attendees/{eventId} and event_agendas/{eventId}: parents of the built paths.
  const parents = [
    refs.activityAttendees(eventId, 'any').parent?.parent?.parent,
    refs.meetingRequests(eventId).parent,
  ];
  return [
    refs.event(eventId),
    refs.eventConfig(eventId),
    refs.biddingConfig(eventId),
    refs.companySettings(eventId),
    ...parents.filter((ref): ref is DocumentReference => ref != null),
  ];
}

/** Deletes the event with its content, staff, markers, attendees and per-activity records. */
eventsRouter.delete('/:eventId', async (req, res) => {
  const eventId = eventIdOf(req);
  const access = await requireEventAdmin(req, eventId);
  await Promise.all([
    ...eventFootprint(eventId).map((ref) => db.recursiveDelete(ref)),
    db.recursiveDelete(refs.attendees(eventId)),
    releaseShortPath(eventId, access.event.short_path),
  ]);
  res.json({ message: 'OK', _id: eventId });
});

/** The history of mails sent about the event (access links, staff invitations). */
eventsRouter.get('/:eventId/invitations', async (req, res) => {
  const eventId = eventIdOf(req);
  await requireEventPermission(req, eventId, 'history_invitations');
  const { pageSize: limit } = await parseInput(listQuerySchema, req.query);
  const snap = await refs
    .mails()
    .where('event_id', '==', eventId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .get();
  res.json({
    data: snap.docs.map((doc) => {
      const { html: _html, text: _text, ...mail } = doc.data();
      return mail;
    }),
  });
});
