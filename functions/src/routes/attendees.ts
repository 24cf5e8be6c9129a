import {
  OPTION_TAKEN_MESSAGE,
  email as emailSchema,
  paths,
  searchNameKey,
  takePassword,
  type Attendee,
} from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import * as yup from 'yup';
import {
  eventAccess,
  readableEvent,
  requireEventPermission,
  requireEventTeam,
  signedIn,
  type EventAccess,
} from '../lib/access';
import { accountsByEmail, ensureAccounts, provenEmail, unverifiedEmail } from '../lib/accounts';
import { attendeesByEmail, setMarker } from '../lib/attendee-lookup';
import { optionHoldersFor } from '../lib/attendee-options';
import {
  ALREADY_REGISTERED,
  attendeeSchemaOf,
  normalizeEmail,
  rowEmail,
  uniqueFields,
} from '../lib/attendee-policy';
import { deleteAttendee, upsertAttendees } from '../lib/attendees';
import { commitUniqueValues, uniqueValueErrors, writeUniqueValues } from '../lib/unique-values';
import { checkinNow } from '../lib/checkin-time';
import { auth, db } from '../lib/firebase';
import { badRequest, conflict, forbidden, notFoundError } from '../lib/http-error';
import { queueAccessMail } from '../lib/access-mail';
import { limitRequest, rateLimit, spendMailQuota } from '../middleware/rate-limits';
import { onlyRow } from '../lib/row-failure';
import { filteredParam, pageSize, parseFilters } from '../lib/query';
import { groups, readAll, refs } from '../lib/refs';
import { indexAttendees } from '../lib/door-index';
import {
  assertObject,
  fieldError,
  isDocumentId,
  parseInput,
  parseUpdate,
  validId,
} from '../lib/validate';

/** Attendee (event user) routes, mounted under /api. */
export const attendeesRouter = Router();

const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');
const NOT_FOUND = 'Asistente no encontrado';
const attendeeIdOf = (req: Request) => validId(req.params.attendeeId, NOT_FOUND);

async function storedAttendee(eventId: string, attendeeId: string): Promise<Attendee> {
  const attendee = (await refs.attendee(eventId, attendeeId).get()).data();
  if (!attendee) throw notFoundError(NOT_FOUND);
  return attendee;
}

/** The caller's record in the event: through its marker, or by account for older records. */
async function ownAttendee(eventId: string, uid: string): Promise<Attendee | null> {
  const marker = (await refs.attendeeAccount(eventId, uid).get()).data();
  if (marker) {
    const attendee = (await refs.attendee(eventId, marker.attendee_id).get()).data();
    if (attendee) return attendee;
  }
  const snap = await refs.attendees(eventId).where('account_id', '==', uid).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}

const listQuery = yup.object({
  // The attendee screens ask for up to 10000 at once (spec part 3 §9).
  pageSize: pageSize(10_000),
  filtered: filteredParam(),
});

/** The event's attendees, newest change first, or those matching filtered=[{field,value}]. */
attendeesRouter.get('/events/:eventId/eventusers', async (req, res) => {
  const access = await requireEventTeam(req, eventIdOf(req));
  const query = await parseInput(listQuery, req.query);
  const filters = parseFilters(query.filtered, ['account_id', 'email', '_id'] as const);
  const byId = filters.find((f) => f.field === '_id');
  const collection = refs.attendees(access.eventId);
  if (byId) {
    // A value that cannot be a document id matches no attendee.
    const attendee = isDocumentId(byId.value)
      ? (await collection.doc(byId.value).get()).data()
      : undefined;
    res.json({ data: attendee ? [attendee] : [], total: attendee ? 1 : 0 });
    return;
  }
  let q = collection.limit(query.pageSize);
  for (const filter of filters) {
    q =
      filter.field === 'email'
        ? q.where('properties.email', '==', filter.value.trim().toLowerCase())
        : q.where('account_id', '==', filter.value);
  }
  if (filters.length === 0) q = q.orderBy('updated_at', 'desc');
  const [snap, total] = await Promise.all([
    q.get(),
    filters.length === 0 ? collection.count().get() : null,
  ]);
  const data = snap.docs.map((d) => d.data());
  res.json({ data, total: total?.data().count ?? data.length });
});

/** The add-user form's check-in box: the record starts checked in. */
function takeCheckedIn(body: unknown): { row: unknown; checkedIn: boolean } {
  assertObject(body);
  const { checked_in: checkedIn, ...row } = body;
  if (checkedIn !== undefined && typeof checkedIn !== 'boolean') {
    throw fieldError('checked_in', 'Debe ser verdadero o falso');
  }
  return { row, checkedIn: checkedIn === true };
}

/**
 * Adds an attendee: staff with add_attendees add anyone (an e-mail already registered is a 409),
 * and a signed-in user registers itself to a public event.
 */
attendeesRouter.post('/events/:eventId/eventusers', async (req, res) => {
  const user = signedIn(req);
  const access = await readableEvent(req, eventIdOf(req));
  const { row, checkedIn } = takeCheckedIn(req.body);
  const staffAdds = access.can('add_attendees');
  if (!staffAdds) {
    // The staff's desk adds people one after another; a user registering itself is limited.
    await limitRequest(req, 'registration');
    if (access.event.visibility !== 'PUBLIC' || rowEmail(row) !== user.email?.toLowerCase()) {
      throw forbidden();
    }
    // Registering oneself by the token's e-mail binds the record to this account: only an
    // address the caller proved may do that.
    if (provenEmail(user) === null) throw unverifiedEmail();
  }
  if (checkedIn && !access.can('checkin')) throw forbidden();
  const result = onlyRow(
    await upsertAttendees([row], {
      access,
      createAccounts: false,
      existing: 'refuse',
      mayCreate: true,
      mayUpdate: false,
      checkedInAt: checkedIn ? checkinNow() : null,
      confirmationMail: true,
    }),
  );
  const data = (await refs.attendee(access.eventId, result.attendee._id).get()).data();
  res.status(201).json({ message: 'OK', status: result.status, _id: result.attendee._id, data });
});

attendeesRouter.get('/events/:eventId/eventusers/:attendeeId', async (req, res) => {
  const user = signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const attendee = await storedAttendee(access.eventId, attendeeIdOf(req));
  if (!access.isTeam && attendee.account_id !== user.uid) throw forbidden();
  res.json(attendee);
});

/**
 * Edits a record: staff with update_attendees edit properties, role and ticket (a new e-mail
 * relinks the account); the attendee edits its own properties but not its e-mail.
 */
attendeesRouter.put('/events/:eventId/eventusers/:attendeeId', async (req, res) => {
  const user = signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  const attendee = await storedAttendee(access.eventId, attendeeIdOf(req));
  const isStaffEdit = access.can('update_attendees');
  if (!isStaffEdit && attendee.account_id !== user.uid) throw forbidden();
  assertObject(req.body);
  if (!isStaffEdit && Object.keys(req.body).some((key) => key !== 'properties')) throw forbidden();
  const edits = req.body.properties;
  if (
    edits !== undefined &&
    (typeof edits !== 'object' || edits === null || Array.isArray(edits))
  ) {
    throw fieldError('properties', 'Se esperaba un objeto');
  }
  // The properties sent are laid over the stored ones: a partial edit keeps the others.
  const body = edits ? { ...req.body, properties: { ...attendee.properties, ...edits } } : req.body;
  const value = await parseUpdate(attendeeSchemaOf(access.event), attendee, body);
  const { properties } = takePassword(value.properties, access.event.user_properties);
  const oldEmail = normalizeEmail(attendee.properties.email);
  const newEmail = String(properties.email);
  const batch = db.batch();
  let accountId = attendee.account_id;
  if (newEmail !== oldEmail) {
    if (!isStaffEdit) throw fieldError('properties.email', 'El correo no se puede cambiar');
    if ((await attendeesByEmail(access.eventId, [newEmail])).size > 0) {
      throw conflict(ALREADY_REGISTERED, { 'properties.email': ALREADY_REGISTERED });
    }
    // The new address's account gets the record only if its owner proved the address.
    const account = (await accountsByEmail([newEmail])).get(newEmail);
    accountId = account?.emailVerified ? account.uid : null;
    if (attendee.account_id)
      batch.delete(refs.attendeeAccount(access.eventId, attendee.account_id));
    if (accountId) setMarker(batch, access.eventId, accountId, attendee._id);
  }
  const next = { ...attendee.properties, ...properties };
  await assertUniqueFree(access, attendee._id, attendee.properties, next);
  const fields = uniqueFields(access.event);
  writeUniqueValues(batch, access.eventId, fields, attendee._id, attendee.properties, next);
  indexAttendees(batch, access.eventId, [{ id: attendee._id, properties: next }]);
  batch.update(refs.attendee(access.eventId, attendee._id), {
    properties: next,
    search_name: searchNameKey(next.names),
    rol_id: value.rol_id,
    ticket_id: value.ticket_id,
    account_id: accountId,
    user: accountId ? { uid: accountId, email: newEmail } : null,
    updated_at: FieldValue.serverTimestamp(),
  });
  await commitUniqueValues(access.event, () => batch.commit());
  res.json(await storedAttendee(access.eventId, attendee._id));
});

attendeesRouter.delete('/events/:eventId/eventusers/:attendeeId', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'delete_attendees');
  const attendee = await storedAttendee(access.eventId, attendeeIdOf(req));
  await deleteAttendee(access.eventId, attendee);
  res.json({ message: 'Eliminado correctamente', _id: attendee._id });
});

/** The caller's own registration in one event. */
attendeesRouter.get('/me/eventusers/event/:eventId', async (req, res) => {
  const user = signedIn(req);
  const eventId = eventIdOf(req);
  const attendee = await ownAttendee(eventId, user.uid);
  if (!attendee) throw notFoundError('No está registrado en este evento');
  res.json(attendee);
});

const myEventUsersQuery = yup.object({ pageSize: pageSize(20, 20) });

/** The caller's registrations across events (spec part 1 §9: limit 20), each with its event. */
attendeesRouter.get('/me/eventUsers', async (req, res) => {
  const user = signedIn(req);
  const { pageSize: limit } = await parseInput(myEventUsersQuery, req.query);
  const markers = await groups
    .attendeeAccounts()
    .where('user_id', '==', user.uid)
    .limit(limit)
    .get();
  const pairs = markers.docs.map((d) => d.data());
  const [attendees, events] = await Promise.all([
    readAll(pairs.map((m) => refs.attendee(m.event_id, m.attendee_id))),
    readAll(pairs.map((m) => refs.event(m.event_id))),
  ]);
  const data = attendees.flatMap((snap, i) => {
    const attendee = snap.data();
    const event = events[i]?.data();
    if (!attendee || !event) return [];
    const { _id, name, datetime_from, datetime_to, time_zone, picture } = event;
    // time_zone: the zone the event's dates are wall-clock times of, which they are shown in.
    return [{ ...attendee, event: { _id, name, datetime_from, datetime_to, time_zone, picture } }];
  });
  res.json({ data });
});

/**
 * Public registration (spec part 3 §2.3): creates the attendee, creates or links its Auth account
 * and queues the access mail. Anyone may register a new e-mail, since the link only reaches the
 * owner of the address; an e-mail already registered is updated only by its owner or the staff.
 */
attendeesRouter.post(
  '/events/:eventId/adduserwithemailvalidation',
  rateLimit('registration'),
  async (req, res) => {
    const access = await readableEvent(req, eventIdOf(req));
    assertObject(req.body);
    const email = rowEmail(req.body);
    // The access mail below is the event's: counted before anything is written.
    await spendMailQuota(req, access.eventId, 1);
    const isOwner = email !== null && (await ownsRegistration(req, access, email));
    const mayUpdate = isOwner || access.can('update_attendees');
    // Role and ticket are the event's to give (upsertAttendees refuses them from a registrant); a
    // new registrant of a paid event starts as the unpaid attendee the pay button is for.
    const result = onlyRow(
      await upsertAttendees([req.body], {
        access,
        createAccounts: true,
        existing: mayUpdate ? 'update' : 'refuse',
        mayCreate: true,
        mayUpdate,
        confirmationMail: true,
      }),
    );
    await queueAccessMail(access, String(result.attendee.properties.email));
    // Without e-mail validation the new attendee goes straight in (part 3 §4.1) with a one-time
    // custom token, but only for an account this very request created: an address that already had
    // an account belongs to someone who must prove it (the mailed link, or their password).
    const fresh = !access.event.validateEmail && result.account?.created === true;
    res.status(result.status === 'CREATED' ? 201 : 200).json({
      message: 'OK',
      status: result.status,
      _id: result.attendee._id,
      ...(fresh && result.account
        ? { token: await auth.createCustomToken(result.account.uid) }
        : {}),
    });
  },
);

const statusQuery = yup.object({
  email: emailSchema().required('El email es requerido'),
});

/**
 * Registration status by event and e-mail (the access modal): a list whose first item has the
 * properties. Only the owner of the e-mail and the staff see the registration; anyone else learns
 * whether it exists and nothing more than the e-mail they typed.
 */
attendeesRouter.get('/events/:eventId/registrationstatus', async (req, res) => {
  const access = await readableEvent(req, eventIdOf(req));
  const { email } = await parseInput(statusQuery, req.query);
  const attendee = (await attendeesByEmail(access.eventId, [email])).get(email);
  if (!attendee) {
    res.json({ data: [] });
    return;
  }
  // The e-mail a token carries is the caller's only once verified; the
  // account the record is bound to reads it in any case.
  const mayRead =
    access.isTeam ||
    (req.user !== undefined && attendee.account_id === req.user.uid) ||
    provenEmail(req.user) === email;
  res.json({ data: [mayRead ? attendee : { properties: { email } }] });
});

/**
 * Whether the caller owns the registration of `email`: the record is bound to its account, or
 * its token proves the address. An unverified caller claiming an address that has a registration
 * is told to verify it first rather than refused as a stranger.
 */
async function ownsRegistration(req: Request, access: EventAccess, email: string) {
  const user = req.user;
  if (!user?.email || user.email.toLowerCase() !== email) return false;
  if (provenEmail(user) === email) return true;
  const attendee = (await attendeesByEmail(access.eventId, [email])).get(email);
  if (!attendee) return false;
  if (attendee.account_id === user.uid) return true;
  throw unverifiedEmail();
}

/** A record's unique values (the document number) must be free, or its own already. */
async function assertUniqueFree(
  access: EventAccess,
  attendeeId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  const errors = await uniqueValueErrors(access.eventId, access.event, [
    { index: 0, holder: attendeeId, before, after },
  ]);
  const error = errors.get(0);
  if (error) throw error;
}

/**
 * Moves a ticket to another person (spec part 3 §4.1): the record keeps its id, ticket and role
 * and takes the new person's properties and account; the old account loses its marker. A ticket
 * already used at the door cannot move.
 */
attendeesRouter.post(
  '/eventusers/:eventId/tranfereventuser/:attendeeId',
  rateLimit('ticketTransfer'),
  async (req, res) => {
    const user = signedIn(req);
    const access = await eventAccess(req, eventIdOf(req));
    const attendee = await storedAttendee(access.eventId, attendeeIdOf(req));
    if (!access.can('update_attendees') && attendee.account_id !== user.uid) throw forbidden();
    const schema = attendeeSchemaOf(access.event).pick(['properties']);
    const value = await parseInput(schema, req.body);
    if (attendee.checkedin_at) throw conflict('El tiquete ya fue usado y no se puede transferir');
    const { properties, password } = takePassword(value.properties, access.event.user_properties);
    const newEmail = String(properties.email);
    if (newEmail === normalizeEmail(attendee.properties.email)) {
      throw fieldError('properties.email', 'El tiquete ya pertenece a este correo');
    }
    if ((await attendeesByEmail(access.eventId, [newEmail])).size > 0) {
      throw conflict(ALREADY_REGISTERED, { 'properties.email': ALREADY_REGISTERED });
    }
    await assertOptionsFree(access, properties, normalizeEmail(attendee.properties.email));
    await assertUniqueFree(access, attendee._id, attendee.properties, properties);
    // The new holder's access mail is the event's: counted before anything is written, so a
    // ticket passed from address to address cannot mail past the event's quota.
    await spendMailQuota(req, access.eventId, 1);
    const accounts = await ensureAccounts(
      [{ email: newEmail, displayName: String(properties.names) }],
      paths.event(access.eventId),
    );
    const account = accounts.get(newEmail);
    if (!account) throw badRequest('No se pudo crear la cuenta del nuevo asistente');
    if (password && account.created) await auth.updateUser(account.uid, { password });
    // An account that never proved the address stays unbound: the record waits for its owner.
    const accountId = account.trusted ? account.uid : null;
    const batch = db.batch();
    if (attendee.account_id)
      batch.delete(refs.attendeeAccount(access.eventId, attendee.account_id));
    if (accountId) setMarker(batch, access.eventId, accountId, attendee._id);
    const fields = uniqueFields(access.event);
    writeUniqueValues(batch, access.eventId, fields, attendee._id, attendee.properties, properties);
    indexAttendees(batch, access.eventId, [{ id: attendee._id, properties }]);
    batch.update(refs.attendee(access.eventId, attendee._id), {
      properties,
      search_name: searchNameKey(properties.names),
      account_id: accountId,
      user: accountId ? { uid: accountId, email: newEmail } : null,
      updated_at: FieldValue.serverTimestamp(),
    });
    await commitUniqueValues(access.event, () => batch.commit());
    await queueAccessMail(access, newEmail);
    res.json({
      message: 'OK',
      status: 'TRANSFERRED',
      data: await storedAttendee(access.eventId, attendee._id),
    });
  },
);

/** Single-option list values the new holder picks must be free, or held by the one leaving. */
async function assertOptionsFree(
  access: EventAccess,
  properties: Record<string, unknown>,
  leaving: string | null,
) {
  const holders = await optionHoldersFor(access, properties);
  for (const [field, holder] of holders) {
    if (holder !== leaving) {
      throw conflict(OPTION_TAKEN_MESSAGE, { [`properties.${field}`]: OPTION_TAKEN_MESSAGE });
    }
  }
}

/** The signed-in user leaves an event: its record, marker and activity records go. */
attendeesRouter.delete('/user/events/:eventId', async (req, res) => {
  const user = signedIn(req);
  const eventId = eventIdOf(req);
  const attendee = await ownAttendee(eventId, user.uid);
  if (!attendee) throw notFoundError('No está registrado en este evento');
  await deleteAttendee(eventId, attendee);
  res.json({ message: 'Eliminado correctamente', _id: attendee._id });
});
