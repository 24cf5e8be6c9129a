import { email as emailSchema, idString, paths } from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import * as yup from 'yup';
import { requireEventPermission, requireEventTeam, signedIn } from '../lib/access';
import {
  accountsByEmail,
  ensureAccounts,
  isUnclaimedAccountOf,
  temporaryPassword,
} from '../lib/accounts';
import { attendeesByEmail, setMarker } from '../lib/attendee-lookup';
import { OTHER_ACCOUNT_MESSAGE } from '../lib/attendee-policy';
import { isAppUrl, landingUrl } from '../config';
import { passwordChangeSchema, userProfileSchema } from '@aforo/domain';
import { auth, db } from '../lib/firebase';
import { inMailLanguage } from '../lib/action-links';
import { badRequest, conflict, forbidden, notFoundError } from '../lib/http-error';
import { queueMail } from '../integrations/mail';
import { rateLimit, spendMailQuota } from '../middleware/rate-limits';
import { accountOf, profileOf } from '../lib/profiles';
import { deleteAccount, exportAccountData } from '../lib/account-data';
import { refs } from '../lib/refs';
import { parseInput, parseUpdate, validId } from '../lib/validate';

/** User and account routes, mounted under /api (spec part 1 §7.5). */
export const usersRouter = Router();

const NOT_IN_EVENT = 'Este usuario no existe dentro del evento';
const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');

const findQuery = yup.object({ event_id: idString().required('event_id es requerido') });
const emailParam = yup.object({ email: emailSchema().required('El email es requerido') });

/**
 * The password lookup tool (spec part 1 §2.8), for the event's team: the attendee with that
 * e-mail and whether its account has a password ('NO TIENE' otherwise). Passwords are never
 * stored readable (ARCHITECTURE.md §7), so no secret can be in the answer.
 */
usersRouter.get('/users/findByEmail/:email', async (req, res) => {
  signedIn(req);
  const { event_id: eventId } = await parseInput(findQuery, req.query);
  await requireEventTeam(req, eventId);
  const { email } = await parseInput(emailParam, { email: req.params.email });
  const attendee = (await attendeesByEmail(eventId, [email])).get(email);
  if (!attendee) throw notFoundError(NOT_IN_EVENT);
  const account = (await accountsByEmail([email])).get(email) ?? null;
  res.json({
    _id: account?.uid ?? null,
    uid: account?.uid ?? null,
    email,
    names: attendee.properties.names,
    has_account: account !== null,
    has_password: account?.providerData.some((p) => p.providerId === 'password') ?? false,
    last_sign_in: account?.metadata.lastSignInTime ?? null,
    attendee: {
      _id: attendee._id,
      rol_id: attendee.rol_id,
      ticket_id: attendee.ticket_id,
      checked_in: attendee.checked_in,
      checkedin_at: attendee.checkedin_at,
    },
  });
});

const passwordQuery = yup.object({
  destination: yup
    .string()
    .max(2_000)
    .test(
      'same-origin',
      'destination debe ser una dirección de la aplicación',
      (v) => v == null || isAppUrl(v),
    ),
  firebase_password_change: yup.mixed<'true' | 'false'>().oneOf(['true', 'false']),
});

/**
 * The password tool's action. By default it mails the attendee a link to choose a new password.
 * With firebase_password_change=true it sets a temporary password to copy, which is only allowed
 * for an account this event's API made and whose owner never signed in: otherwise any event
 * admin could take over the account of whoever registered to its event.
 */
usersRouter.put(
  '/events/:eventId/changeUserPassword',
  rateLimit('passwordTool'),
  async (req, res) => {
    const access = await requireEventPermission(req, eventIdOf(req), 'update_attendees');
    const query = await parseInput(passwordQuery, req.query);
    const { email } = await parseInput(passwordChangeSchema, req.body);
    const attendee = (await attendeesByEmail(access.eventId, [email])).get(email);
    if (!attendee) throw notFoundError(NOT_IN_EVENT);
    const scope = paths.event(access.eventId);
    const resolved = (
      await ensureAccounts([{ email, displayName: String(attendee.properties.names) }], scope)
    ).get(email);
    if (!resolved) throw badRequest('No se pudo crear la cuenta');
    // A record bound to one account never moves to another by e-mail: its
    // e-mail may have been rewritten to the address of the account this would reach.
    if (attendee.account_id && attendee.account_id !== resolved.uid) {
      throw conflict(OTHER_ACCOUNT_MESSAGE, { email: OTHER_ACCOUNT_MESSAGE });
    }
    const batch = db.batch();
    if (attendee.account_id !== resolved.uid) {
      batch.update(refs.attendee(access.eventId, attendee._id), {
        account_id: resolved.uid,
        user: { uid: resolved.uid, email },
        updated_at: FieldValue.serverTimestamp(),
      });
      setMarker(batch, access.eventId, resolved.uid, attendee._id);
    }
    if (query.firebase_password_change === 'true') {
      const account = await accountOf(resolved.uid);
      if (!account || !isUnclaimedAccountOf(account, scope)) {
        throw conflict('Esta cuenta ya está en uso: envíe un enlace para cambiar la contraseña');
      }
      const password = temporaryPassword();
      await auth.updateUser(resolved.uid, { password });
      await batch.commit();
      res.json({ message: 'OK', delivery: 'password', password });
      return;
    }
    await spendMailQuota(req, access.eventId, 1);
    const link = inMailLanguage(
      await auth.generatePasswordResetLink(email, {
        url: query.destination ?? landingUrl(access.eventId),
      }),
    );
    queueMail(batch, {
      to: email,
      subject: `Cambia tu contraseña de ${access.event.name}`,
      paragraphs: ['Recibimos una solicitud para cambiar la contraseña de tu cuenta.'],
      links: [{ label: 'Cambiar la contraseña', url: link }],
      kind: 'password',
      eventId: access.eventId,
    });
    await batch.commit();
    res.json({ message: 'OK', delivery: 'mail' });
  },
);

/** A profile is its owner's alone, like users/{uid} in the rules. */
function ownUserId(req: Request): string {
  const user = signedIn(req);
  const userId = validId(req.params.userId, 'Usuario no encontrado');
  if (userId !== user.uid) throw forbidden();
  return userId;
}

usersRouter.get('/users/:userId', async (req, res) => {
  res.json(await profileOf(ownUserId(req)));
});

/**
 * Edits the profile (names, picture, company, position, bio, interests, language); the Auth
 * account's display name and photo follow. `language` is what mails to this account are written in.
 */
usersRouter.put('/users/:userId', async (req, res) => {
  const userId = ownUserId(req);
  const current = await profileOf(userId);
  const value = await parseUpdate(userProfileSchema, current, req.body);
  await Promise.all([
    refs.user(userId).set(
      {
        _id: userId,
        ...value,
        email: current.email,
        updated_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    ),
    auth.updateUser(userId, { displayName: value.names, photoURL: value.picture }),
  ]);
  res.json(await profileOf(userId));
});

/**
 * GET /api/users/{id}/export: "Descargar mis datos" (habeas data): everything kept about the
 * account, as a JSON file to save.
 */
usersRouter.get('/users/:userId/export', async (req, res) => {
  const userId = ownUserId(req);
  const data = await exportAccountData(userId);
  res.setHeader('Content-Disposition', `attachment; filename="aforo-mis-datos-${userId}.json"`);
  res.setHeader('Cache-Control', 'no-store');
  res.json(data);
});

/**
 * DELETE /api/users/{id}: "Eliminar mi cuenta". Its owner only; what it removes and keeps is
 * deleteAccount's, done in one audited operation.
 */
usersRouter.delete('/users/:userId', async (req, res) => {
  const userId = ownUserId(req);
  const audit = await deleteAccount(userId, userId);
  res.json({
    message: 'Cuenta eliminada',
    audit_id: audit._id,
    registrations_deleted: audit.registrations_deleted,
    messages_anonymised: audit.messages_anonymised,
  });
});
