import { Router, type Request } from 'express';
import { requireEvent, requireOrgAdmin } from '../lib/access';
import { rowAnswer, upsertAttendees } from '../lib/attendees';
import { importBatchSchema } from '@aforo/domain';
import { memberRowAnswer, upsertMembers } from '../lib/org-members';
import { onlyRow } from '../lib/row-failure';
import { parseInput, validId } from '../lib/validate';

/**
 * The guest import wizard (spec part 3 §2.10, §7): one row per request as the spec's client sends
 * them, and a batched variant of up to 500 rows that answers one result per row. Both are
 * idempotent by e-mail: a re-run updates, never duplicates.
 */
export const importRouter = Router();

const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');
const orgIdOf = (req: Request) => validId(req.params.orgId, 'Organización no encontrada');

/** Staff with add_attendees create rows, with update_attendees update them; admins do both. */
async function importAccess(req: Request) {
  const access = await requireEvent(
    req,
    eventIdOf(req),
    (a) => a.can('add_attendees') || a.can('update_attendees'),
  );
  return {
    access,
    createAccounts: true,
    existing: 'update' as const,
    mayCreate: access.can('add_attendees'),
    mayUpdate: access.can('update_attendees'),
    confirmationMail: false,
  };
}

importRouter.post('/eventUsers/createUserAndAddtoEvent/:eventId', async (req, res) => {
  const options = await importAccess(req);
  const result = onlyRow(await upsertAttendees([req.body], options));
  res
    .status(result.status === 'CREATED' ? 201 : 200)
    .json({ message: 'OK', status: result.status, _id: result.attendee._id });
});

importRouter.post('/eventUsers/createUserAndAddtoEvent/:eventId/batch', async (req, res) => {
  const options = await importAccess(req);
  const { rows } = await parseInput(importBatchSchema, req.body);
  const results = await upsertAttendees(rows, options);
  res.json({ results: results.map((result, index) => rowAnswer(index, result)) });
});

importRouter.post('/organizations/:orgId/users', async (req, res) => {
  const orgId = orgIdOf(req);
  const { organization } = await requireOrgAdmin(req, orgId);
  const result = onlyRow(await upsertMembers(orgId, [req.body], organization.user_properties));
  res
    .status(result.status === 'CREATED' ? 201 : 200)
    .json({ message: 'OK', status: result.status, _id: result.member._id });
});

importRouter.post('/organizations/:orgId/users/batch', async (req, res) => {
  const orgId = orgIdOf(req);
  const { organization } = await requireOrgAdmin(req, orgId);
  const { rows } = await parseInput(importBatchSchema, req.body);
  const results = await upsertMembers(orgId, rows, organization.user_properties);
  res.json({ results: results.map((result, index) => memberRowAnswer(index, result)) });
});
