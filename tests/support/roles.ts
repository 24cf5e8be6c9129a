import {
  attendeeAccountPath,
  counterShardPath,
  paths,
  shardOfAttendee,
  type AforoEvent,
  type StaffPermission,
  type StaffRole,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { eventFactory } from '../factories';
import { adminDb, createUserWithToken, uniqueId } from './admin';
import { AUTH_HOST } from './emulators';

/**
 * One event with a user, and an ID token, for each role the API distinguishes (the same role
 * documents firestore.rules reads): every route test asks each role what it may do.
 */
export interface Actor {
  uid: string;
  email: string;
  idToken: string;
}

export const FIXTURE_ROLES = [
  'stranger',
  'attendee',
  'staff',
  'staffWith',
  'eventAdmin',
  'author',
  'orgAdmin',
] as const;
export type FixtureRole = (typeof FIXTURE_ROLES)[number];

export interface RoleFixture extends Record<FixtureRole, Actor> {
  eventId: string;
  orgId: string;
  /** The attendee's record in `{eventId}_event_attendees`. */
  attendeeId: string;
  /** The permissions staffWith holds (staff holds none). */
  permissions: readonly StaffPermission[];
}

/** Who a request runs as; anonymous sends no token. */
export type Who = FixtureRole | 'anonymous';

export function tokenOf(fixture: RoleFixture, who: Who): string | undefined {
  return who === 'anonymous' ? undefined : fixture[who].idToken;
}

/** A fresh attendee id, 24 hex characters mixing digits and letters like the scanners read. */
export function attendeeId(): string {
  return `a1${randomBytes(11).toString('hex')}`;
}

/** Writes an attendee record and, when it has an account, its marker (what the API writes). */
export async function seedAttendee(
  eventId: string,
  options: {
    id?: string;
    accountId?: string | null;
    email?: string;
    names?: string;
    properties?: Record<string, unknown>;
    checkedinAt?: string | null;
    rolId?: string | null;
  } = {},
): Promise<string> {
  const id = options.id ?? attendeeId();
  const email = options.email ?? `${uniqueId('asistente')}@example.com`;
  const accountId = options.accountId ?? null;
  const batch = adminDb.batch();
  batch.set(adminDb.doc(paths.attendee(eventId, id)), {
    event_id: eventId,
    account_id: accountId,
    properties: {
      email,
      names: options.names ?? 'Asistente de Prueba',
      documento: String(Date.now()),
      pesovoto: 1,
      ...options.properties,
    },
    rol_id: options.rolId ?? null,
    ticket_id: null,
    checked_in: options.checkedinAt != null,
    checkedin_at: options.checkedinAt ?? null,
    checked_at: options.checkedinAt ?? null,
    user: accountId ? { uid: accountId, email } : null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  // The counters move with the record, as every server write of an attendee does.
  batch.set(
    adminDb.doc(counterShardPath(eventId, shardOfAttendee(id))),
    {
      totalAttendees: FieldValue.increment(1),
      checkedInAttendees: FieldValue.increment(options.checkedinAt ? 1 : 0),
    },
    { merge: true },
  );
  if (accountId) {
    batch.set(adminDb.doc(attendeeAccountPath(eventId, accountId)), {
      attendee_id: id,
      user_id: accountId,
      event_id: eventId,
    });
  }
  await batch.commit();
  return id;
}

async function seedStaff(
  eventId: string,
  actor: Actor,
  role: StaffRole,
  permissionIds: readonly StaffPermission[],
) {
  await adminDb.doc(paths.staffMember(eventId, actor.uid)).set({
    email: actor.email,
    name: actor.uid,
    role,
    permission_ids: permissionIds,
    event_id: eventId,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** A published, open activity of `eventId` as the API stores it; `overrides` change any field. */
export async function seedActivity(
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = uniqueId('act');
  await adminDb.doc(paths.eventContentItem(eventId, 'activities', id)).set({
    name: 'Taller de datos',
    event_id: eventId,
    subtitle: '',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: 'espacio-1',
    type_id: 'tipo-1',
    activity_categories_ids: ['categoria-1'],
    host_ids: [],
    capacity: 0,
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    isPublished: true,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    ...overrides,
  });
  return id;
}

/** An event of its own (under the fixture's organization), written as the API would store it. */
export async function seedEvent(
  overrides: Partial<AforoEvent> & { orgId?: string | null; authorId?: string | null } = {},
): Promise<string> {
  const { orgId = null, authorId = null, ...rest } = overrides;
  const eventId = rest._id ?? uniqueId('evt-api');
  const { _id: _ignored, ...event } = eventFactory({
    _id: eventId,
    name: `Evento ${eventId}`,
    organizer_id: orgId,
    author_id: authorId,
    ...rest,
  });
  await adminDb.doc(paths.event(eventId)).set({
    ...event,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  return eventId;
}

/**
 * Creates the organization, the event and one user per role: a stranger, an attendee (record and
 * marker), staff without permissions, staff with `permissions`, an event admin (staff role
 * 'admin'), the author and an admin of the event's organization.
 */
export async function createRoleFixture(
  options: { permissions?: readonly StaffPermission[]; event?: Partial<AforoEvent> } = {},
): Promise<RoleFixture> {
  const permissions = options.permissions ?? [];
  const actors = await Promise.all(FIXTURE_ROLES.map(() => createUserWithToken()));
  const byRole = Object.fromEntries(FIXTURE_ROLES.map((role, i) => [role, actors[i]])) as Record<
    FixtureRole,
    Actor
  >;
  const orgId = uniqueId('org-api');
  await adminDb.doc(paths.organization(orgId)).set({
    name: `Organización ${orgId}`,
    description: '',
    banner_image_email: null,
    footer_image_email: null,
    user_properties: [],
    styles: {},
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  await adminDb.doc(paths.organizationMember(orgId, byRole.orgAdmin.uid)).set({
    role: 'admin',
    properties: { name: 'Admin Org', email: byRole.orgAdmin.email, position: '' },
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  const eventId = await seedEvent({ orgId, authorId: byRole.author.uid, ...options.event });
  const [attendee] = await Promise.all([
    seedAttendee(eventId, { accountId: byRole.attendee.uid, email: byRole.attendee.email }),
    seedStaff(eventId, byRole.staff, 'staff', []),
    seedStaff(eventId, byRole.staffWith, 'staff', permissions),
    seedStaff(eventId, byRole.eventAdmin, 'admin', []),
  ]);
  return { ...byRole, eventId, orgId, attendeeId: attendee, permissions };
}

/** Whether the Auth emulator signs `email` in with `password` (a password set or left alone). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}
