import { attendeeAccountPath, paths, privateChatId } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';
import { BODY_LIMIT_BYTES, RESOURCES } from '../app';

/**
 * Every write route against malformed bodies: wrong types, missing required fields,
 * 1 MB strings, unknown fields, `__proto__` and `constructor` keys, and bodies that are not
 * objects. Each must answer a 4xx with a message and leave the stored data exactly as it was; the
 * route's valid body then succeeds, so the refusals came from the malformation.
 *
 * Broken JSON and bodies over the API's 2 MB limit. The Functions runtime
 * parses every body itself (up to 32 MB) before the app runs, so the app checks the raw length:
 * a body just over 2 MB, or of 5 MB, is refused with the API's own 413 JSON before any work.
 * Broken JSON is refused by the runtime's parser before any project code runs (emulator and
 * Cloud Functions alike, functions/README.md "Errors and limits"): a 400 page the web client's
 * normalizer turns into a catalogue message; here it must be a 400 that wrote nothing.
 */

let fx: RoleFixture;
let transferable = '';
let surveyId = '';
let activityId = '';
let spaceId = '';
/** Another attendee's account uid, and a pending request from it to the fixture's attendee. */
let meetingPeer = '';
let meetingId = '';
/** An attendee no one has asked yet (the contact request's valid target). */
let contactPeer = '';

interface WriteRoute {
  route: string;
  method: 'POST' | 'PUT';
  path: () => string;
  token: () => string;
  valid: () => Record<string, unknown>;
  /** The stored data the route could touch, read before and after each malformed request. */
  snapshot: () => Promise<unknown>;
  /** Whether `{}` lacks required fields (PUTs are partial: `{}` is a valid no-op). */
  requiresFields: boolean;
  /** Batched routes answer bad rows one by one: 200 with every row FAILED also refuses. */
  rows?: boolean;
  /** The route takes no fields (`{}`): there is nothing to give a wrong type or a megabyte. */
  emptyBody?: boolean;
  /** The valid body holds no text (a bid is a number): nothing to stretch or nest. */
  noText?: boolean;
}

const docAt = async (path: string) => (await adminDb.doc(path).get()).data() ?? null;
const docsIn = async (path: string) =>
  (await adminDb.collection(path).get()).docs.map((d) => [d.id, d.data()]);
const countIn = async (path: string) => (await adminDb.collection(path).count().get()).data().count;
const all = (...reads: Promise<unknown>[]) => Promise.all(reads);

const attendeeRow = () => ({
  properties: {
    email: `${uniqueId('malformado')}@example.com`,
    names: 'Persona',
    documento: uniqueId('doc'),
  },
});
const eventData = () =>
  all(
    docAt(paths.event(fx.eventId)),
    docsIn(paths.attendees(fx.eventId)),
    docsIn(`${paths.event(fx.eventId)}/attendee_accounts`),
    countIn(paths.mail()),
  );

/** What a mailing could write: the event's mails and its confirmed sends. */
const mailings = () =>
  all(
    adminDb
      .collection(paths.mail())
      .where('event_id', '==', fx.eventId)
      .count()
      .get()
      .then((snap) => snap.data().count),
    docsIn(paths.mailSends(fx.eventId)),
  );

const SAMPLE_BODIES: Record<string, () => Record<string, unknown>> = {
  // Names of these kinds are unique per event: each valid body names its own.
  spaces: () => ({ name: uniqueId('Sala') }),
  categories: () => ({ name: uniqueId('Tecnología'), color: '#123456' }),
  types: () => ({ name: uniqueId('Taller') }),
  speakers: () => ({ name: 'Laura' }),
  hosts: () => ({ name: 'Host' }),
  faqs: () => ({ title: '¿Qué?', content: 'Esto' }),
  // Page addresses are unique per event.
  pages: () => ({ title: 'Cómo llegar', slug: uniqueId('como-llegar').toLowerCase() }),
  newsfeed: () => ({
    title: 'Noticia',
    description_short: 'Corta',
    description_complete: 'Completa',
    image: 'https://example.com/n.png',
    time: '2027-01-01',
  }),
  products: () => ({ name: 'Cuadro', description: 'Óleo', image: ['https://example.com/c.png'] }),
  tickets: () => ({ title: 'General' }),
  certificates: () => ({ name: 'Asistencia', content: 'Certificamos' }),
  documents: () => ({ type: 'folder', name: 'Carpeta' }),
  surveys: () => ({ survey: 'Encuesta' }),
  userproperties: () => ({
    name: uniqueId('dato').replace(/-/g, '_'),
    label: 'Dato',
    type: 'text',
  }),
  activities: () => ({
    name: 'Charla',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: spaceId,
    type_id: 'tipo-1',
    activity_categories_ids: ['categoria-1'],
  }),
  rolesattendees: () => ({ name: uniqueId('VIP') }),
  wall: () => ({ text: 'Bienvenidos a la feria' }),
  videos: () => ({ title: 'Apertura', url: 'https://vimeo.com/76979871' }),
  partners: () => ({ name: 'Café de Colombia' }),
};

const contentSnapshot = (kind: string) => () =>
  all(
    docsIn(
      `${paths.event(fx.eventId)}/${kind === 'newsfeed' ? 'news' : kind === 'rolesattendees' ? 'roles' : kind}`,
    ),
    docAt(paths.event(fx.eventId)),
  );

/** An item of each kind to PUT, made by the valid POST in beforeAll. */
const items: Record<string, string> = {};

const question = () => ({
  id: uniqueId('q'),
  title: '¿Sí?',
  type: 'radiogroup',
  choices: ['Sí', 'No'],
});
const survey = () => docAt(paths.eventContentItem(fx.eventId, 'surveys', surveyId));
/** A product open to bids, for the offers route. */
const AUCTIONED = 'subastado';

const ROUTES: WriteRoute[] = [
  {
    route: 'POST /api/events',
    method: 'POST',
    path: () => '/api/events',
    token: () => fx.stranger.idToken,
    valid: () => ({
      name: 'Evento válido',
      datetime_from: '2027-01-01 10:00',
      datetime_to: '2027-01-01 12:00',
    }),
    snapshot: async () =>
      (await adminDb.collection(paths.events()).where('author_id', '==', fx.stranger.uid).get())
        .size,
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ venue: 'Centro', styles: { brandPrimary: '#000000' } }),
    snapshot: eventData,
    requiresFields: false,
  },
  {
    route: 'POST /api/events/{id}/duplicate',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/duplicate`,
    token: () => fx.orgAdmin.idToken,
    valid: () => ({
      name: 'Copia válida',
      datetime_from: '2027-05-01 10:00',
      datetime_to: '2027-05-01 12:00',
    }),
    snapshot: async () =>
      (await adminDb.collection(paths.events()).where('author_id', '==', fx.orgAdmin.uid).get())
        .size,
    requiresFields: true,
  },
  {
    route: 'POST /api/events/{id}/eventusers',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/eventusers`,
    token: () => fx.eventAdmin.idToken,
    valid: attendeeRow,
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/eventusers/{uid}',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/eventusers/${fx.attendeeId}`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ properties: { names: 'Nombre Editado' } }),
    snapshot: eventData,
    requiresFields: false,
  },
  {
    route: 'PUT /api/events/{id}/eventusers/{uid}/checkin',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/eventusers/${fx.attendeeId}/checkin`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({}),
    snapshot: eventData,
    requiresFields: false,
    emptyBody: true,
  },
  {
    route: 'POST /api/events/{id}/adduserwithemailvalidation',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/adduserwithemailvalidation`,
    token: () => fx.stranger.idToken,
    valid: attendeeRow,
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'POST /api/eventusers/{id}/tranfereventuser/{id}',
    method: 'POST',
    path: () => `/api/eventusers/${fx.eventId}/tranfereventuser/${transferable}`,
    token: () => fx.eventAdmin.idToken,
    valid: attendeeRow,
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/changeUserPassword',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/changeUserPassword`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ email: fx.attendee.email }),
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'PUT /api/users/{id}',
    method: 'PUT',
    path: () => `/api/users/${fx.stranger.uid}`,
    token: () => fx.stranger.idToken,
    valid: () => ({ names: 'Nombre Propio' }),
    snapshot: () => docAt(paths.user(fx.stranger.uid)),
    requiresFields: false,
  },
  {
    route: 'POST /api/eventUsers/createUserAndAddtoEvent/{eventId}',
    method: 'POST',
    path: () => `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}`,
    token: () => fx.eventAdmin.idToken,
    valid: attendeeRow,
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'POST /api/eventUsers/createUserAndAddtoEvent/{eventId}/batch',
    method: 'POST',
    path: () => `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}/batch`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ rows: [attendeeRow()] }),
    snapshot: eventData,
    requiresFields: true,
    rows: true,
  },
  {
    route: 'POST /api/organizations',
    method: 'POST',
    path: () => '/api/organizations',
    token: () => fx.attendee.idToken,
    valid: () => ({ name: 'Organización' }),
    snapshot: async () =>
      (
        await adminDb
          .collectionGroup('members')
          .where('properties.email', '==', fx.attendee.email)
          .get()
      ).size,
    requiresFields: true,
  },
  {
    route: 'PUT /api/organizations/{id}',
    method: 'PUT',
    path: () => `/api/organizations/${fx.orgId}`,
    token: () => fx.orgAdmin.idToken,
    valid: () => ({ description: 'Descripción' }),
    snapshot: () => docAt(paths.organization(fx.orgId)),
    requiresFields: false,
  },
  {
    route: 'POST /api/organizations/{id}/users',
    method: 'POST',
    path: () => `/api/organizations/${fx.orgId}/users`,
    token: () => fx.orgAdmin.idToken,
    valid: () => ({ properties: { name: 'Miembro', email: `${uniqueId('m')}@example.com` } }),
    snapshot: () => docsIn(paths.organizationMembers(fx.orgId)),
    requiresFields: true,
  },
  {
    route: 'POST /api/organizations/{id}/users/batch',
    method: 'POST',
    path: () => `/api/organizations/${fx.orgId}/users/batch`,
    token: () => fx.orgAdmin.idToken,
    valid: () => ({ rows: [{ properties: { name: 'M', email: `${uniqueId('m')}@example.com` } }] }),
    snapshot: () => docsIn(paths.organizationMembers(fx.orgId)),
    requiresFields: true,
    rows: true,
  },
  {
    route: 'PUT /api/organizations/{id}/users/{uid}',
    method: 'PUT',
    path: () => `/api/organizations/${fx.orgId}/users/${fx.orgAdmin.uid}`,
    token: () => fx.orgAdmin.idToken,
    valid: () => ({ properties: { name: 'Admin', email: fx.orgAdmin.email, position: 'Jefa' } }),
    snapshot: () => docsIn(paths.organizationMembers(fx.orgId)),
    requiresFields: false,
  },
  {
    route: 'POST /api/events/{id}/sendpush',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/sendpush`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ title: 'Aviso', message: 'Las puertas abren a las 8' }),
    snapshot: () =>
      all(
        docsIn(paths.eventContent(fx.eventId, 'notifications_app')),
        docsIn(paths.notifications(fx.attendee.uid)),
      ),
    requiresFields: true,
  },
  {
    route: 'POST /api/contributors/events/{id}',
    method: 'POST',
    path: () => `/api/contributors/events/${fx.eventId}`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ email: `${uniqueId('staff')}@example.com`, role: 'staff' }),
    snapshot: () => docsIn(paths.staff(fx.eventId)),
    requiresFields: true,
  },
  {
    route: 'PUT /api/contributors/events/{id}/{uid}',
    method: 'PUT',
    path: () => `/api/contributors/events/${fx.eventId}/${fx.staff.uid}`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ permission_ids: ['checkin'] }),
    snapshot: () => docsIn(paths.staff(fx.eventId)),
    requiresFields: false,
  },
  ...RESOURCES.flatMap((decl): WriteRoute[] => {
    const kind = decl.paths[0] ?? '';
    const valid: () => Record<string, unknown> = SAMPLE_BODIES[kind] ?? (() => ({}));
    return [
      {
        route: `POST /api/events/{id}/${kind}`,
        method: 'POST',
        path: () => `/api/events/${fx.eventId}/${kind}`,
        token: () => fx.eventAdmin.idToken,
        valid,
        snapshot: contentSnapshot(kind),
        requiresFields: true,
      },
      {
        route: `PUT /api/events/{id}/${kind}/{id}`,
        method: 'PUT',
        path: () => `/api/events/${fx.eventId}/${kind}/${items[kind]}`,
        token: () => fx.eventAdmin.idToken,
        valid: () => {
          const { name: _name, ...rest } = valid();
          return Object.keys(rest).length > 0 ? rest : valid();
        },
        snapshot: contentSnapshot(kind),
        requiresFields: false,
      },
    ];
  }),
  {
    route: 'POST /api/events/{id}/duplicateactivitie/{id}',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/duplicateactivitie/${activityId}`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({}),
    snapshot: contentSnapshot('activities'),
    requiresFields: false,
    emptyBody: true,
  },
  {
    route: 'POST /api/events/{id}/activities_attendees',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/activities_attendees`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ activity_id: activityId, attendee_id: fx.attendeeId }),
    snapshot: () => docsIn(paths.activityAttendees(fx.eventId, activityId)),
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/activities_attendees/checkin',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/activities_attendees/checkin`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({
      user_id: transferable,
      activity_id: activityId,
      checkedin_at: '2027-03-15 09:00:00',
    }),
    snapshot: () => docsIn(paths.activityAttendees(fx.eventId, activityId)),
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/surveys/{id}?newquestion=1',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/surveys/${surveyId}?newquestion=1`,
    token: () => fx.eventAdmin.idToken,
    valid: question,
    snapshot: survey,
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/questionedit/{id}?questionNo=0',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/questionedit/${surveyId}?questionNo=0`,
    token: () => fx.eventAdmin.idToken,
    valid: question,
    snapshot: survey,
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/userproperties/{id}/RegisterListFieldOptionTaken',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/userproperties/pais/RegisterListFieldOptionTaken`,
    token: () => fx.stranger.idToken,
    valid: () => ({ value: 'co' }),
    snapshot: eventData,
    requiresFields: true,
  },
  {
    route: 'POST /api/events/{id}/meetingrequests',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/meetingrequests`,
    token: () => fx.attendee.idToken,
    valid: () => ({
      receiver_id: meetingPeer,
      timestamp_start: '2027-03-15 11:00',
      timestamp_end: '2027-03-15 11:30',
    }),
    snapshot: () => docsIn(paths.meetingRequests(fx.eventId)),
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/meetingrequests/{id}/answer',
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/meetingrequests/${meetingId}/answer`,
    token: () => fx.attendee.idToken,
    valid: () => ({ request_status: 'rejected' }),
    snapshot: () => docsIn(paths.meetingRequests(fx.eventId)),
    requiresFields: true,
  },
  {
    route: 'POST /api/events/{id}/networking/invitations',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/networking/invitations`,
    token: () => fx.attendee.idToken,
    valid: () => ({ id_user_requested: contactPeer, message: 'Hola' }),
    snapshot: () => all(docsIn(paths.networkingInvitations(fx.eventId))),
    requiresFields: true,
  },
  {
    route: 'PUT /api/events/{id}/acceptordecline/{id}',
    method: 'PUT',
    path: () =>
      `/api/events/${fx.eventId}/acceptordecline/${privateChatId(meetingPeer, fx.attendee.uid)}`,
    token: () => fx.attendee.idToken,
    valid: () => ({ response: 'declined' }),
    snapshot: () => docsIn(paths.networkingInvitations(fx.eventId)),
    requiresFields: true,
  },
  {
    route: 'POST /api/events/{id}/products/{id}/offers',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/products/${AUCTIONED}/offers`,
    token: () => fx.attendee.idToken,
    valid: () => ({ amount: 500 }),
    snapshot: () =>
      all(
        docsIn(paths.offers(fx.eventId, AUCTIONED)),
        docAt(paths.auctionState(fx.eventId, AUCTIONED)),
      ),
    requiresFields: true,
    noText: true,
  },
  {
    route: 'POST /api/events/{id}/mailings',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/mailings`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({
      audience: { kind: 'all' },
      subject: 'Aviso',
      send_id: uniqueId('envio-malformado').replace(/[^A-Za-z0-9_-]/g, '_'),
    }),
    snapshot: mailings,
    requiresFields: true,
  },
  {
    route: 'POST /api/events/{id}/mailings/test',
    method: 'POST',
    path: () => `/api/events/${fx.eventId}/mailings/test`,
    token: () => fx.eventAdmin.idToken,
    valid: () => ({ subject: 'Prueba', message: 'Hola' }),
    snapshot: mailings,
    requiresFields: false,
  },
];

/** The same body with every top-level value of the wrong type. */
function wrongTypes(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && !Array.isArray(value) ? 42 : { mal: true },
    ]),
  );
}

/** The same body with its first text, at any depth, replaced (by a megabyte, by a deep nest). */
function replacingFirstText(body: unknown, replacement: unknown): unknown {
  let done = false;
  const walk = (value: unknown): unknown => {
    if (done) return value;
    if (typeof value === 'string') {
      done = true;
      return replacement;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  const result = walk(body);
  if (!done) throw new Error('the valid body has no text to stretch');
  return result;
}

function withKeyFirst(body: Record<string, unknown>, key: string): string {
  const rest = JSON.stringify(body).slice(1);
  return `{"${key}":{"admin":true}${rest === '}' ? '' : ','}${rest}`;
}

/** As text: a value this deep is beyond JSON.stringify in the test itself. */
const DEEP_TEXT = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

interface Malformed {
  name: string;
  make: (route: WriteRoute) => { body?: unknown; rawBody?: string };
  /** Whether the malformation means anything for the route. */
  applies?: (route: WriteRoute) => boolean;
  /**
   * Refused by the platform's JSON parser before the app runs (as on Cloud Functions): a 400 whose
   * body is the text 'Bad Request', which the client's normalizer shows as the message.
   */
  byPlatform?: boolean;
  /** Over the API's body limit: the API's own 413 JSON, whatever the route. */
  tooLarge?: boolean;
}

/** The route's valid body padded with a field to exactly `size` bytes of JSON. */
function paddedTo(route: WriteRoute, size: number): string {
  const start = JSON.stringify({ ...route.valid(), relleno: '' });
  return start.replace('"relleno":""', `"relleno":"${'x'.repeat(size - start.length)}"`);
}

const MALFORMED: Malformed[] = [
  { name: 'an array instead of an object', make: () => ({ body: [] }) },
  { name: 'a bare JSON string', make: () => ({ rawBody: '"texto"' }), byPlatform: true },
  { name: 'a bare number', make: () => ({ rawBody: '42' }), byPlatform: true },
  {
    name: 'broken JSON',
    make: (r) => ({ rawBody: JSON.stringify(r.valid()).slice(0, -1) }),
    byPlatform: true,
  },
  {
    name: 'an unclosed string',
    make: () => ({ rawBody: '{"name":"sin cerrar' }),
    byPlatform: true,
  },
  {
    name: 'a body just over the 2 MB limit',
    make: (r) => ({ rawBody: paddedTo(r, BODY_LIMIT_BYTES + 1) }),
    tooLarge: true,
  },
  {
    name: 'a 5 MB body',
    make: (r) => ({ rawBody: paddedTo(r, 5 * 1024 * 1024) }),
    tooLarge: true,
  },
  {
    name: 'wrong types',
    make: (r) => ({ body: wrongTypes(r.valid()) }),
    applies: (r) => !r.emptyBody,
  },
  {
    name: 'missing required fields',
    make: () => ({ body: {} }),
    applies: (r) => r.requiresFields,
  },
  {
    name: 'a 1 MB string',
    make: (r) => ({ body: replacingFirstText(r.valid(), 'x'.repeat(1_000_000)) }),
    applies: (r) => !r.emptyBody && !r.noText,
  },
  {
    name: 'a value nested 5000 levels deep',
    make: (r) => ({
      rawBody: JSON.stringify(replacingFirstText(r.valid(), '__deep__')).replace(
        '"__deep__"',
        DEEP_TEXT,
      ),
    }),
    applies: (r) => !r.emptyBody && !r.noText,
  },
  { name: 'an unknown field', make: (r) => ({ body: { ...r.valid(), campo_desconocido: 1 } }) },
  { name: 'a __proto__ key', make: (r) => ({ rawBody: withKeyFirst(r.valid(), '__proto__') }) },
  { name: 'a constructor key', make: (r) => ({ rawBody: withKeyFirst(r.valid(), 'constructor') }) },
];

beforeAll(async () => {
  fx = await createRoleFixture();
  transferable = await seedAttendee(fx.eventId);
  meetingPeer = uniqueId('par');
  meetingId = uniqueId('reunion');
  await seedAttendee(fx.eventId, { accountId: meetingPeer });
  contactPeer = uniqueId('contacto');
  await seedAttendee(fx.eventId, { accountId: contactPeer });
  await adminDb.doc(paths.meetingRequest(fx.eventId, meetingId)).set({
    name: 'Asistente de Prueba',
    email: fx.attendee.email,
    name_requesting: 'Par',
    email_requesting: 'par@example.com',
    attendees: [meetingPeer, fx.attendee.uid],
    owner_id: meetingPeer,
    type: 'meeting',
    timestamp_start: '2027-03-15 12:00',
    timestamp_end: '2027-03-15 12:30',
    message: '',
    request_status: 'pending',
  });
  // A pending contact request from the same peer (the acceptordecline route's target).
  await adminDb
    .doc(paths.networkingInvitation(fx.eventId, privateChatId(meetingPeer, fx.attendee.uid)))
    .set({
      event_id: fx.eventId,
      participants: [meetingPeer, fx.attendee.uid],
      id_user_requesting: meetingPeer,
      id_user_requested: fx.attendee.uid,
      user_name_requesting: 'Par',
      user_name_requested: 'Asistente de Prueba',
      state: 'send',
      response: null,
    });
  spaceId = 'espacio-1';
  await Promise.all([
    adminDb.doc(paths.eventContentItem(fx.eventId, 'spaces', spaceId)).set({ name: 'S' }),
    adminDb.doc(paths.eventContentItem(fx.eventId, 'types', 'tipo-1')).set({ name: 'T' }),
    adminDb.doc(paths.eventContentItem(fx.eventId, 'categories', 'categoria-1')).set({ name: 'C' }),
    adminDb
      .doc(paths.eventContentItem(fx.eventId, 'products', AUCTIONED))
      .set({ name: 'Cuadro', start_price: 100, price: null, currency: 'COP' }),
    adminDb.doc(paths.biddingConfig(fx.eventId)).set({ habilitar_subasta: true, message: '' }),
    adminDb.doc(paths.event(fx.eventId)).update({
      user_properties: [
        { name: 'email', label: 'Correo', type: 'email', mandatory: true, options: [] },
        { name: 'names', label: 'Nombres', type: 'text', mandatory: true, options: [] },
        { name: 'documento', label: 'Documento', type: 'text', mandatory: true, options: [] },
        {
          name: 'pais',
          label: 'País',
          type: 'list',
          justonebyattendee: true,
          options: [{ label: 'Colombia', value: 'co' }],
        },
      ],
    }),
  ]);
  for (const decl of RESOURCES) {
    const kind = decl.paths[0] ?? '';
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/${kind}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: SAMPLE_BODIES[kind]?.(),
    });
    if (res.status !== 201) throw new Error(`${kind}: ${JSON.stringify(res.body)}`);
    items[kind] = res.body._id;
  }
  surveyId = items.surveys ?? '';
  activityId = items.activities ?? '';
  await callApi(`/api/events/${fx.eventId}/surveys/${surveyId}?newquestion=1`, {
    method: 'PUT',
    token: fx.eventAdmin.idToken,
    body: question(),
  });
  // The marker of the fixture attendee must survive every refusal.
  expect((await adminDb.doc(attendeeAccountPath(fx.eventId, fx.attendee.uid)).get()).exists).toBe(
    true,
  );
});

it('covers a sample body for every declared resource', () => {
  expect(Object.keys(SAMPLE_BODIES).sort()).toEqual(RESOURCES.map((d) => d.paths[0]).sort());
});

for (const route of ROUTES) {
  describe(route.route, () => {
    for (const malformed of MALFORMED.filter((m) => m.applies?.(route) ?? true)) {
      it(`refuses ${malformed.name} and writes nothing`, async () => {
        const request = malformed.make(route);
        const before = await route.snapshot();
        const res = await callApi<{ message?: unknown; results?: { status: string }[] }>(
          route.path(),
          {
            method: route.method,
            token: route.token(),
            ...request,
          },
        );
        if (malformed.tooLarge) {
          expect(res.status).toBe(413);
          expect(res.contentType).toMatch(/^application\/json/);
          expect(res.body).toEqual({
            status: 413,
            message: 'El cuerpo de la petición es demasiado grande',
          });
          expect(await route.snapshot()).toEqual(before);
          return;
        }
        if (malformed.byPlatform) {
          expect(res.status).toBe(400);
          expect(String(res.body)).toContain('Bad Request');
          expect(await route.snapshot()).toEqual(before);
          return;
        }
        const rowsRefused =
          route.rows === true &&
          res.status === 200 &&
          (res.body.results ?? []).every((r) => r.status === 'FAILED');
        if (!rowsRefused) {
          expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.message).toBe('string');
        }
        expect(await route.snapshot()).toEqual(before);
      });
    }

    it('accepts its valid body', async () => {
      const res = await callApi(route.path(), {
        method: route.method,
        token: route.token(),
        body: route.valid(),
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
    });
  });
}
