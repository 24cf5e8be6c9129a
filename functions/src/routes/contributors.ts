import {
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  paths,
  staffGrantError,
  staffMemberSchema,
  type StaffMember,
  type StaffRole,
} from '@aforo/domain';
import { Router, type Request, type RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { eventAccess, requireEvent, signedIn, type EventAccess } from '../lib/access';
import { ensureAccounts, unverifiedAccountMessage } from '../lib/accounts';
import { eventAdminUrl } from '../config';
import { auth, db } from '../lib/firebase';
import { badRequest, conflict, forbidden, notFoundError } from '../lib/http-error';
import { queueMail } from '../integrations/mail';
import { listQuerySchema } from '../lib/query';
import { refs } from '../lib/refs';
import { fieldError, parseInput, parseUpdate, validId } from '../lib/validate';

/** Staff (contributors) of an event, mounted under /api/contributors (spec part 1 §6, §7.6). */
export const contributorsRouter = Router();

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Administrador',
  staff_admin: 'Administrador de staff',
  staff: 'Staff',
};

const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');
const NOT_FOUND = 'Miembro del staff no encontrado';
const userIdOf = (req: Request) => validId(req.params.userId, NOT_FOUND);

/**
 * The role ids the admin shell checks (main admin, admin-staff), with their names: GET
 * /api/contributors/metadata/roles, and GET /api/rols under the spec's other name (part 1 §7.6).
 */
export const listStaffRoles: RequestHandler = (req, res) => {
  signedIn(req);
  res.json({ data: STAFF_ROLES.map((role) => ({ _id: role, name: ROLE_NAMES[role] })) });
};
contributorsRouter.get('/metadata/roles', listStaffRoles);

/**
 * The caller's role in the event: its staff document, or 'admin' with every permission for the
 * author and the organization's admins, who may have none.
 */
contributorsRouter.get('/events/:eventId/me', async (req, res) => {
  const user = signedIn(req);
  const access = await eventAccess(req, eventIdOf(req));
  if (!access.isTeam) throw notFoundError('No hace parte del staff de este evento');
  res.json({
    _id: user.uid,
    event_id: access.eventId,
    role: access.isAdmin ? 'admin' : (access.staff?.role ?? 'staff'),
    permission_ids: access.isAdmin ? [...STAFF_PERMISSIONS] : (access.staff?.permission_ids ?? []),
  });
});

/** Event admins manage the staff; admin_staff holders too, like the rules allow. */
const manageStaff = (req: Request) =>
  requireEvent(req, eventIdOf(req), (a) => a.can('admin_staff'));

/**
 * The rules' guard against escalation: a non-admin staff manager never touches its own document
 * nor an 'admin' one, and hands out only what it holds itself (staffGrantError).
 */
function assertMayManage(
  access: EventAccess,
  userId: string,
  storedRole: StaffRole | null,
  grant: Pick<StaffMember, 'role' | 'permission_ids'> | null,
) {
  if (access.isAdmin) return;
  if (userId === access.user?.uid || storedRole === 'admin') {
    throw forbidden('Solo un administrador del evento puede hacer este cambio');
  }
  if (!grant) return;
  const granter = { isAdmin: false, permission_ids: access.staff?.permission_ids ?? [] };
  const refused = staffGrantError(granter, grant);
  if (refused) throw forbidden(refused);
}

contributorsRouter.get('/events/:eventId', async (req, res) => {
  const access = await manageStaff(req);
  const { pageSize } = await parseInput(listQuerySchema, req.query);
  const snap = await refs.staff(access.eventId).limit(pageSize).get();
  res.json({ data: snap.docs.map((d) => d.data()) });
});

async function storedStaff(eventId: string, userId: string): Promise<StaffMember> {
  const staff = (await refs.staffMember(eventId, userId).get()).data();
  if (!staff) throw notFoundError(NOT_FOUND);
  return staff;
}

/** Adds a staff member by e-mail, creating its account if needed, and tells it by mail. */
contributorsRouter.post('/events/:eventId', async (req, res) => {
  const access = await manageStaff(req);
  const value = await parseInput(staffMemberSchema, req.body);
  // Refused before any account is made for the address.
  assertMayManage(access, '', null, value);
  const accounts = await ensureAccounts(
    [{ email: value.email, displayName: value.name }],
    paths.event(access.eventId),
  );
  const account = accounts.get(value.email);
  if (!account) throw badRequest('No se pudo crear la cuenta');
  const uid = account.uid;
  assertMayManage(access, uid, null, value);
  // Staff permissions go by e-mail only to an account that proved the address: anyone may make
  // an unverified account with the address an organizer is about to add.
  if (!account.trusted) throw conflict(unverifiedAccountMessage(value.email));
  const ref = refs.staffMember(access.eventId, uid);
  if ((await ref.get()).exists) throw conflict('Esta persona ya hace parte del staff');
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.create(ref, {
    ...value,
    // Added by e-mail alone, the row still names someone: the account's name, else the address's.
    name: value.name || (await auth.getUser(uid)).displayName || value.email.split('@')[0] || '',
    _id: uid,
    event_id: access.eventId,
    created_at: now,
    updated_at: now,
  });
  // The event's "notifications" settings: the notice may be off, and may carry a signature.
  const settings = access.event.notification_settings;
  if (settings?.staff_added_mail !== false) {
    queueMail(batch, {
      to: value.email,
      subject: `Te agregaron al staff de ${access.event.name}`,
      paragraphs: [
        `Ahora haces parte del staff de ${access.event.name} (${ROLE_NAMES[value.role]}).`,
        ...(settings?.signature ? [settings.signature] : []),
      ],
      links: [{ label: 'Administrar el evento', url: eventAdminUrl(access.eventId) }],
      kind: 'staff',
      eventId: access.eventId,
    });
  }
  await batch.commit();
  res.status(201).json(await storedStaff(access.eventId, uid));
});

/** Edits role and permissions; the e-mail names the account and cannot change. */
contributorsRouter.put('/events/:eventId/:userId', async (req, res) => {
  const access = await manageStaff(req);
  const userId = userIdOf(req);
  const stored = await storedStaff(access.eventId, userId);
  const value = await parseUpdate(staffMemberSchema, stored, req.body);
  if (value.email !== stored.email) throw fieldError('email', 'El correo no se puede cambiar');
  assertMayManage(access, userId, stored.role, value);
  await refs.staffMember(access.eventId, userId).update({
    ...value,
    updated_at: FieldValue.serverTimestamp(),
  });
  res.json(await storedStaff(access.eventId, userId));
});

contributorsRouter.delete('/events/:eventId/:userId', async (req, res) => {
  const access = await manageStaff(req);
  const userId = userIdOf(req);
  const stored = await storedStaff(access.eventId, userId);
  assertMayManage(access, userId, stored.role, null);
  await refs.staffMember(access.eventId, userId).delete();
  res.json({ message: 'OK', _id: userId });
});
