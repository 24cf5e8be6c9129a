import type { EventContentKind } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import type { EventAccess } from './access';
import { refs } from './refs';
import { fieldError } from './validate';

/** Lists are small (a few dozen spaces or roles); more than this is not a name list. */
const MAX_SCAN = 1000;

const nameKey = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : null);

/**
 * A `check` for content the spec keys by name (spaces, categories, activity types, attendee
 * roles: created by name, chosen by name in the forms): a second item with the same name, in any
 * case, is refused instead of silently making two choices that look the same.
 * `field` names another unique key (a custom page's slug, its address).
 */
export function uniqueName(kind: EventContentKind, message: string, field = 'name') {
  return async (access: EventAccess, value: DocumentData, id: string | null): Promise<void> => {
    const key = nameKey(value[field]);
    if (key === null) return;
    const snap = await refs.eventContentData(access.eventId, kind).limit(MAX_SCAN).get();
    const clash = snap.docs.some((doc) => doc.id !== id && nameKey(doc.get(field)) === key);
    if (clash) throw fieldError(field, message);
  };
}
