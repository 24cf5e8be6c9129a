import {
  attendeeFieldSchema,
  memberSchemaFor,
  organizationSchema,
  splitByStart,
  type OrganizationEventStats,
} from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import * as yup from 'yup';
import { isOrgAdmin, requireOrgAdmin, signedIn } from '../lib/access';
import { checkinNow } from '../lib/checkin-time';
import { myMemberships } from '../lib/memberships';
import { db } from '../lib/firebase';
import { badRequest, notFoundError } from '../lib/http-error';
import { filteredParam, listQuerySchema, pageSize, parseFilters } from '../lib/query';
import { readAll, refs } from '../lib/refs';
import { keepFieldIds, organizationFields } from '../lib/user-properties-store';
import { parseInput, parseUpdate, validId } from '../lib/validate';

/** Organization routes, mounted under /api (spec part 1 §7.6, part 3 §2.8). */
export const organizationsRouter = Router();

const NOT_FOUND = 'Organización no encontrada';
const orgIdOf = (req: Request) => validId(req.params.orgId, NOT_FOUND);
const MEMBER_NOT_FOUND = 'Miembro no encontrado';
const memberIdOf = (req: Request) => validId(req.params.userId, MEMBER_NOT_FOUND);

/** An organization's events are bounded: the landing and the statistics read at most this many. */
const MAX_ORG_EVENTS = 200;

async function storedOrganization(orgId: string) {
  const organization = (await refs.organization(orgId).get()).data();
  if (!organization) throw notFoundError(NOT_FOUND);
  return organization;
}

/** The organizations the caller belongs to, with its role in each. */
organizationsRouter.get('/me/organizations', async (req, res) => {
  const user = signedIn(req);
  const { pageSize: limit } = await parseInput(listQuerySchema, req.query);
  const mine = await myMemberships(user, limit);
  const orgs = await readAll(mine.map((membership) => refs.organization(membership.orgId)));
  const data = orgs.flatMap((org, i) => {
    const organization = org.data();
    return organization ? [{ ...organization, role: mine[i]?.role ?? 'member' }] : [];
  });
  res.json({ data });
});

/** Creates an organization; the creator is its first admin member. */
organizationsRouter.post('/organizations', async (req, res) => {
  const user = signedIn(req);
  const value = await parseInput(organizationSchema, req.body);
  const ref = refs.organizations().doc();
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.create(ref, { ...value, _id: ref.id, created_at: now, updated_at: now });
  batch.create(refs.organizationMember(ref.id, user.uid), {
    _id: user.uid,
    role: 'admin',
    properties: { name: user.name ?? user.email ?? '', email: user.email ?? '', position: '' },
    created_at: now,
    updated_at: now,
  });
  await batch.commit();
  res.status(201).json(await storedOrganization(ref.id));
});

/** Organizations are public: their landing shows them to anyone. */
organizationsRouter.get('/organizations/:orgId', async (req, res) => {
  res.json(await storedOrganization(orgIdOf(req)));
});

/** Edits name, description, styles...: the body is laid over the stored organization. */
organizationsRouter.put('/organizations/:orgId', async (req, res) => {
  const orgId = orgIdOf(req);
  const { organization } = await requireOrgAdmin(req, orgId);
  const value = await parseUpdate(organizationSchema, organization, req.body);
  await refs.organization(orgId).update({
    ...value,
    user_properties: keepFieldIds(organization.user_properties, value.user_properties),
    updated_at: FieldValue.serverTimestamp(),
  });
  res.json(await storedOrganization(orgId));
});

const FIELD_NOT_FOUND = 'Dato no encontrado';
const fieldIdParam = (req: Request) => validId(req.params.fieldId, FIELD_NOT_FOUND);

/**
 * The member fields one at a time (Configuración miembros), each change read and written in one
 * transaction with its checks (lib/user-properties-store.ts, organizationFields). The order is
 * still saved as a whole list (PUT /organizations/{id}), as the event's.
 */
organizationsRouter.post('/organizations/:orgId/userproperties', async (req, res) => {
  const orgId = orgIdOf(req);
  await requireOrgAdmin(req, orgId);
  const value = await parseInput(attendeeFieldSchema, req.body);
  const id = refs.organizations().doc().id;
  if (!(await organizationFields.add(orgId, value, id))) throw notFoundError(NOT_FOUND);
  res.status(201).json({ ...value, _id: id });
});

organizationsRouter.put('/organizations/:orgId/userproperties/:fieldId', async (req, res) => {
  const orgId = orgIdOf(req);
  const id = fieldIdParam(req);
  await requireOrgAdmin(req, orgId);
  const value = await parseInput(attendeeFieldSchema, req.body);
  if (!(await organizationFields.update(orgId, id, value))) throw notFoundError(FIELD_NOT_FOUND);
  res.json({ ...value, _id: id });
});

organizationsRouter.delete('/organizations/:orgId/userproperties/:fieldId', async (req, res) => {
  const orgId = orgIdOf(req);
  const id = fieldIdParam(req);
  await requireOrgAdmin(req, orgId);
  if (!(await organizationFields.remove(orgId, id))) throw notFoundError(FIELD_NOT_FOUND);
  res.json({ message: 'OK', _id: id });
});

/** The organization's events, soonest first: its admins see all of them, anyone the public ones. */
async function organizationEvents(orgId: string, admin: boolean) {
  let q = refs.events().where('organizer_id', '==', orgId);
  if (!admin) q = q.where('visibility', '==', 'PUBLIC');
  const snap = await q.orderBy('datetime_from', 'asc').limit(MAX_ORG_EVENTS).get();
  return snap.docs.map((d) => d.data());
}

/**
 * The organization's landing (part 3 §2.8): its upcoming events (starting after now) and past
 * ones. The share-preview function draws the public answer in the page's first HTML.
 */
export async function organizationLandingEvents(orgId: string, admin: boolean) {
  return splitByStart(await organizationEvents(orgId, admin), checkinNow());
}

organizationsRouter.get('/organizations/:orgId/events', async (req, res) => {
  const orgId = orgIdOf(req);
  await parseInput(yup.object({}), req.query);
  await storedOrganization(orgId);
  const admin = req.user ? await isOrgAdmin(orgId, req.user.uid) : false;
  res.json(await organizationLandingEvents(orgId, admin));
});

/** Per event: attendees, checked in and not, counted by aggregation (never by reading them). */
organizationsRouter.get('/organizations/:orgId/eventsstadistics', async (req, res) => {
  const orgId = orgIdOf(req);
  await requireOrgAdmin(req, orgId);
  const events = await organizationEvents(orgId, true);
  const data: OrganizationEventStats[] = await Promise.all(
    events.map(async (event) => {
      const attendees = refs.attendees(event._id);
      const [all, checkedIn] = await Promise.all([
        attendees.count().get(),
        attendees.where('checked_in', '==', true).count().get(),
      ]);
      const count = all.data().count;
      const checked = checkedIn.data().count;
      return {
        _id: event._id,
        name: event.name,
        count,
        checked_in: checked,
        checked_in_not: count - checked,
      };
    }),
  );
  res.json({ data });
});

const membersQuery = yup.object({ pageSize: pageSize(), filtered: filteredParam() });

/** Members, newest first, or the one with an e-mail (filtered=[{field:'email',value}]). */
organizationsRouter.get('/organizations/:orgId/users', async (req, res) => {
  const orgId = orgIdOf(req);
  await requireOrgAdmin(req, orgId);
  const query = await parseInput(membersQuery, req.query);
  const filters = parseFilters(query.filtered, ['email'] as const);
  const members = refs.organizationMembers(orgId);
  const email = filters[0]?.value.trim().toLowerCase();
  const q = email
    ? members.where('properties.email', '==', email)
    : members.orderBy('created_at', 'desc');
  const [snap, total] = await Promise.all([q.limit(query.pageSize).get(), members.count().get()]);
  res.json({ data: snap.docs.map((d) => d.data()), total: total.data().count });
});

async function storedMember(orgId: string, userId: string) {
  const member = (await refs.organizationMember(orgId, userId).get()).data();
  if (!member) throw notFoundError(MEMBER_NOT_FOUND);
  return member;
}

organizationsRouter.get('/organizations/:orgId/users/:userId', async (req, res) => {
  const orgId = orgIdOf(req);
  await requireOrgAdmin(req, orgId);
  res.json(await storedMember(orgId, memberIdOf(req)));
});

organizationsRouter.put('/organizations/:orgId/users/:userId', async (req, res) => {
  const orgId = orgIdOf(req);
  const { user, organization } = await requireOrgAdmin(req, orgId);
  const userId = memberIdOf(req);
  const member = await storedMember(orgId, userId);
  // Properties per the organization's member fields (Configuración miembros); an e-mail that is
  // not one is a 400 with the field's message, shown under the field.
  const value = await parseUpdate(memberSchemaFor(organization.user_properties), member, req.body);
  if (userId === user.uid && value.role !== 'admin') {
    throw badRequest('No puede quitarse a sí mismo el rol de administrador');
  }
  await refs.organizationMember(orgId, userId).update({
    ...value,
    updated_at: FieldValue.serverTimestamp(),
  });
  res.json(await storedMember(orgId, userId));
});

organizationsRouter.delete('/organizations/:orgId/users/:userId', async (req, res) => {
  const orgId = orgIdOf(req);
  const { user } = await requireOrgAdmin(req, orgId);
  const userId = memberIdOf(req);
  await storedMember(orgId, userId);
  // An admin removing itself could leave the organization without anyone to manage it.
  if (userId === user.uid) throw badRequest('No puede eliminarse a sí mismo de la organización');
  await refs.organizationMember(orgId, userId).delete();
  res.json({ message: 'OK', _id: userId });
});
