/*
 * A shared device forgets on sign-out (the door's tablet at the entrance): the Firestore cache
 * (IndexedDB: the whole event's attendees for the door), the door's first rows and range cuts in
 * localStorage, and whatever sessionStorage held, in every tab of the origin. Light on purpose:
 * the landing's entry loads it with the session, the Firestore SDK only when signing out.
 */

/** The localStorage keys that hold attendee data (features/checkin/api: first rows, ranges). */
const ATTENDEE_KEY_PREFIX = 'aforo:attendee-';
/** Set for the page that loads after the wipe, so it can say the device forgot. */
const WIPED_FLAG = 'aforo:device-wiped';
const CHANNEL = 'aforo-session';

interface WipeMessage {
  type: 'signed-out';
}

/** The app's full Firestore instance registers how to shut it down, when a page loaded it. */
let shutdownFirestore: (() => Promise<void>) | null = null;
export function onFirestoreLoaded(shutdown: () => Promise<void>): void {
  shutdownFirestore = shutdown;
}

/** Counters of writes not yet on the server (the door's check-ins), summed before signing out. */
const unsynced = new Set<() => number>();
export function registerUnsyncedWrites(count: () => number): () => void {
  unsynced.add(count);
  return () => unsynced.delete(count);
}
export function unsyncedWrites(): number {
  let total = 0;
  for (const count of unsynced) total += count();
  return total;
}

function forgetStorage(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(ATTENDEE_KEY_PREFIX)) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Another tab signed out: forget here too and start over from the home page. */
async function followSignOut(): Promise<void> {
  forgetStorage();
  await shutdownFirestore?.().catch(() => undefined);
  window.location.replace('/');
}

let channel: BroadcastChannel | null = null;
/** Listens for a sign-out in another tab of the origin (called once by the session provider). */
export function listenForSignOut(): () => void {
  if (typeof BroadcastChannel === 'undefined' || channel) return () => undefined;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<WipeMessage>) => {
    if (message.data?.type === 'signed-out') void followSignOut();
  };
  return () => {
    channel?.close();
    channel = null;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs out with the device wiped, in every tab of the origin: the other tabs are told first (they
 * shut their Firestore down and reload), this tab's Firestore is shut down before Auth forgets the
 * user (no listener sees itself refused), then its persisted cache is cleared, retried while the
 * other tabs let go of it. Resolves with whether the cache is gone; the page must then reload,
 * as this tab's Firestore instance is shut down.
 */
export async function signOutAndWipe(signOutOfAuth: () => Promise<void>): Promise<boolean> {
  channel?.postMessage({ type: 'signed-out' } satisfies WipeMessage);
  forgetStorage();
  const sdk = await Promise.all([
    import('firebase/firestore'),
    import('../firebase-context'),
  ]).catch(() => null);
  const db = sdk?.[1].appFirestore();
  if (sdk && db) await sdk[0].terminate(db).catch(() => undefined);
  await signOutOfAuth();
  let cleared = false;
  for (let attempt = 0; sdk && db && !cleared && attempt < 40; attempt += 1) {
    cleared = await sdk[0].clearIndexedDbPersistence(db).then(
      () => true,
      () => pause(250).then(() => false),
    );
  }
  try {
    sessionStorage.setItem(WIPED_FLAG, cleared ? 'cleared' : 'kept');
  } catch {
    // The notice is lost; the wipe is done.
  }
  return cleared;
}

/** Whether the page loads right after a wipe ('cleared' or 'kept'), once. */
export function takeWipeNotice(): 'cleared' | 'kept' | null {
  try {
    const value = sessionStorage.getItem(WIPED_FLAG);
    sessionStorage.removeItem(WIPED_FLAG);
    return value === 'cleared' || value === 'kept' ? value : null;
  } catch {
    return null;
  }
}
