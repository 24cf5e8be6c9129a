import {
  DEFAULT_ATTENDEE_ROLE,
  allowRegisterFor,
  newEventSetup,
  type EventInput,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { refs } from './refs';
import { claimTaken, shortPathTakenError } from './short-paths';

/**
 * Creates an event that takes a registration at once (ARCHITECTURE.md §8): the fixed fields,
 * the default sections with registration open, and the default attendee role, written in one
 * batch so no reader ever sees the event without its role (and its short address, if chosen).
 */
export async function createEventWithDefaults(
  value: EventInput,
  owner: { authorId: string; organizerId: string | null },
): Promise<string> {
  const ref = refs.events().doc();
  const now = FieldValue.serverTimestamp();
  const setup = newEventSetup(value);
  const batch = db.batch();
  batch.create(ref, {
    ...value,
    ...setup,
    _id: ref.id,
    organizer_id: owner.organizerId,
    author_id: owner.authorId,
    allow_register: allowRegisterFor(setup.itemsMenu),
    created_at: now,
    updated_at: now,
  });
  batch.create(refs.eventContentItem(ref.id, 'roles', DEFAULT_ATTENDEE_ROLE._id), {
    ...DEFAULT_ATTENDEE_ROLE,
    event_id: ref.id,
    created_at: now,
    updated_at: now,
  });
  // The short address is claimed in the same batch: taken, nothing is written.
  if (value.short_path) {
    batch.create(refs.shortPath(value.short_path), { _id: value.short_path, event_id: ref.id });
  }
  try {
    await batch.commit();
  } catch (error) {
    if (value.short_path && claimTaken(error)) throw shortPathTakenError();
    throw error;
  }
  return ref.id;
}
