import {
  memberSchemaFor,
  organizationMemberSchema,
  paths,
  type AttendeeField,
  type OrganizationMember,
  type OrganizationMemberInput,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { ensureAccounts, unverifiedAccountMessage } from './accounts';
import { rowProperty } from './attendee-policy';
import { BatchQueue } from './batches';
import type { ImportRowResult } from '@aforo/domain';
import { badRequest, conflict } from './http-error';
import { readAll, refs } from './refs';
import { failureAnswer, rowFailure, type Failure } from './row-failure';
import { assertKnownKeys, assertObject, validateValue } from './validate';

type MemberDraft = Omit<OrganizationMember, 'created_at' | 'updated_at'>;

export type MemberRowResult =
  { ok: true; status: 'CREATED' | 'UPDATED'; member: MemberDraft } | Failure;

interface Parsed {
  index: number;
  raw: Record<string, unknown>;
  email: string;
}

/**
 * Adds or updates organization members from rows, idempotent by e-mail: the member document is
 * named by the account, so an e-mail maps to one member however often it is imported. Missing
 * accounts are created in bulk; a row without a role keeps the stored one. The properties are
 * checked against the organization's member fields (`fields`, its user_properties).
 */
export async function upsertMembers(
  orgId: string,
  rows: readonly unknown[],
  fields: readonly AttendeeField[] = [],
): Promise<MemberRowResult[]> {
  const schema = memberSchemaFor(fields);
  const results: MemberRowResult[] = [];
  const parsed: Parsed[] = [];
  for (const [index, raw] of rows.entries()) {
    try {
      assertObject(raw);
      assertKnownKeys(organizationMemberSchema.fields, raw);
      // yup cannot infer named keys beside an index signature: the schema checks them.
      const value = (await validateValue(schema, raw)) as OrganizationMemberInput;
      parsed.push({ index, raw, email: value.properties.email });
    } catch (err) {
      results[index] = rowFailure(err);
    }
  }
  const accounts = await ensureAccounts(
    parsed.map((row) => ({
      email: row.email,
      displayName: String(rowProperty(row.raw, 'name') ?? ''),
    })),
    paths.organization(orgId),
  );
  const uids = [...new Set(parsed.flatMap((row) => accounts.get(row.email)?.uid ?? []))];
  const stored = await readAll(uids.map((uid) => refs.organizationMember(orgId, uid)));
  const members = new Map<string, { member: MemberDraft; isNew: boolean }>();
  for (const snap of stored) {
    const member = snap.data();
    if (member) members.set(snap.id, { member, isNew: false });
  }

  for (const row of parsed) {
    const uid = accounts.get(row.email)?.uid;
    if (!uid) {
      results[row.index] = rowFailure(badRequest('No se pudo crear la cuenta'));
      continue;
    }
    const prev = members.get(uid);
    // Membership is granted by e-mail only to an account that proved it.
    if (!prev && accounts.get(row.email)?.trusted === false) {
      results[row.index] = rowFailure(conflict(unverifiedAccountMessage(row.email)));
      continue;
    }
    const rawProperties: unknown = row.raw.properties;
    try {
      const value = (await validateValue(schema, {
        properties: { ...prev?.member.properties, ...(rawProperties as object) },
        role: row.raw.role ?? prev?.member.role,
      })) as OrganizationMemberInput;
      members.set(uid, { member: { ...value, _id: uid }, isNew: prev?.isNew ?? true });
      results[row.index] = {
        ok: true,
        status: prev ? 'UPDATED' : 'CREATED',
        member: { ...value, _id: uid },
      };
    } catch (err) {
      results[row.index] = rowFailure(err);
    }
  }

  const queue = new BatchQueue();
  for (const { member, isNew } of members.values()) {
    const ref = refs.organizationMember(orgId, member._id);
    const now = FieldValue.serverTimestamp();
    queue.add(1, (batch) =>
      isNew
        ? batch.create(ref, { ...member, created_at: now, updated_at: now })
        : batch.update(ref, {
            properties: member.properties,
            role: member.role,
            updated_at: now,
          }),
    );
  }
  await queue.commit();
  return results;
}

export function memberRowAnswer(index: number, result: MemberRowResult): ImportRowResult {
  return result.ok
    ? { index, message: 'OK', status: result.status, _id: result.member._id }
    : failureAnswer(index, result);
}
