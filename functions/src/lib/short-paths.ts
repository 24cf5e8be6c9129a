import { MESSAGES, type AforoEvent } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from './firebase';
import { conflict } from './http-error';
import { refs } from './refs';

/*
 * Short addresses (domain/src/entities/short-path.ts): `short_paths/{path}` names the event that
 * holds one. A claim is created, never overwritten, in the same write as the event that takes it,
 * so two events cannot both hold a path and an event never names a path it does not hold.
 */

export const shortPathTakenError = () =>
  conflict(MESSAGES.shortPathTaken, { short_path: MESSAGES.shortPathTaken });

/** Whether a failed write failed because a document it creates exists (gRPC ALREADY_EXISTS). */
export function claimTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 6;
}

/**
 * Writes an event's update; when its short path changes, the new one is claimed (409 when another
 * event holds it) and the old one released in the same transaction.
 */
export async function updateEventClaimingShortPath(
  eventId: string,
  stored: AforoEvent,
  next: string | null,
  update: DocumentData,
): Promise<void> {
  const previous = stored.short_path ?? null;
  const eventRef = refs.event(eventId);
  if (previous === next) {
    await eventRef.update(update);
    return;
  }
  await db.runTransaction(async (tx) => {
    // Read again inside the transaction: a concurrent edit may have changed the event's path.
    const current = (await tx.get(eventRef)).data()?.short_path ?? null;
    if (next) {
      const claim = await tx.get(refs.shortPath(next));
      const holder = claim.data()?.event_id;
      if (holder !== undefined && holder !== eventId) throw shortPathTakenError();
      tx.set(refs.shortPath(next), { _id: next, event_id: eventId });
    }
    if (current && current !== next) tx.delete(refs.shortPath(current));
    tx.update(eventRef, update);
  });
}

/** Releases an event's short path (the event is being deleted). */
export async function releaseShortPath(eventId: string, path: string | null | undefined) {
  if (!path) return;
  const ref = refs.shortPath(path);
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).data()?.event_id === eventId) tx.delete(ref);
  });
}
