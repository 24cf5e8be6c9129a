import { isDoorShardId, newDoorShardId } from '@aforo/domain';
import type { Firestore } from 'firebase/firestore';

const STORAGE_KEY = 'aforo.doorShard';
const byInstance = new WeakMap<Firestore, string>();

/**
 * This door device's counter shard (domain integrations/counters.ts): one per browser profile,
 * kept in localStorage so reloads and the other tabs reuse it (the multi-tab cache sends every
 * tab's writes from one primary tab, so the tabs of a device never commit to it at once). Where
 * there is no localStorage (a bench's many clients in one Node process) each Firestore instance
 * is a device of its own.
 */
export function doorShardOf(db: Firestore): string {
  const known = byInstance.get(db);
  if (known) return known;
  const shard = storedShard() ?? newDoorShardId();
  byInstance.set(db, shard);
  return shard;
}

function storedShard(): string | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isDoorShardId(stored)) return stored;
    const created = newDoorShardId();
    localStorage.setItem(STORAGE_KEY, created);
    return created;
  } catch {
    // Storage refused (private mode, quota): this page load is the device.
    return null;
  }
}
