import type { OrganizationRole } from '@aforo/domain';
import type { AuthUser } from './caller';
import { groups } from './refs';

export interface Membership {
  orgId: string;
  role: OrganizationRole;
}

/**
 * The organizations the user belongs to, with its role in each. Member documents are named by
 * uid, which a collection group cannot filter on: find them by the account's e-mail and keep the
 * user's own.
 */
export async function myMemberships(user: AuthUser, limit: number): Promise<Membership[]> {
  if (!user.email) return [];
  const snap = await groups
    .organizationMembers()
    .where('properties.email', '==', user.email.toLowerCase())
    .limit(limit)
    .get();
  return snap.docs.flatMap((doc) => {
    const orgId = doc.ref.parent.parent?.id;
    return doc.id === user.uid && orgId ? [{ orgId, role: doc.data().role }] : [];
  });
}
