import { paths } from '@aforo/domain';
import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firestore/lite';

/**
 * Whether `uid` is on the event's team beyond being its author: a staff document of its own, or
 * the admin role in the event's organization (the documents the rules let a user read about
 * itself). Loaded on demand, for signed-in visitors only.
 */
export async function readIsTeam(
  eventId: string,
  organizerId: string | null,
  uid: string,
): Promise<boolean> {
  const [staff, member] = await Promise.all([
    getDoc(doc(liteDb, paths.staffMember(eventId, uid))),
    organizerId ? getDoc(doc(liteDb, paths.organizationMember(organizerId, uid))) : null,
  ]);
  return staff.exists() || member?.get('role') === 'admin';
}
