import { cleanup, configure } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, doc, getDocFromServer, getDocsFromServer } from 'firebase/firestore';
import { afterEach, inject } from 'vitest';
import { auth } from '../lib/auth';
import { appFirestore } from '../lib/firebase-context';
import { WEB_FIXTURE_PASSWORD, type WebHooksFixture } from './emulator-fixture';

/*
 * The web's api/ hooks against the emulators: the app's own Auth and Firestore instances
 * (lib/auth.ts, lib/firebase-context.ts), pointed at the emulator ports the suite's config passes
 * as VITE_* variables, signed in as the users the global setup seeded.
 */

/** The seeded event and users; the global setup (tests/support/web-hooks-fixture.ts) made them. */
export function webFixture(): WebHooksFixture {
  const fixture = inject('webHooks');
  if (!fixture) {
    throw new Error(
      'No web hooks fixture: run these tests with vitest.emulators.config.ts, inside the ' +
        'emulators (npm test, or AFORO_PORT_OFFSET=<n> node scripts/firebase.mjs emulators:exec …).',
    );
  }
  return fixture;
}

type Role = 'stranger' | 'attendee' | 'staff' | 'eventAdmin';

/** Signs the app in as the fixture's user of `role` (out of whoever was signed in). */
export async function signInAs(role: Role): Promise<string> {
  const user = webFixture()[role];
  if (auth.currentUser?.uid === user.uid) return user.uid;
  await signOut(auth);
  const credential = await signInWithEmailAndPassword(auth, user.email, WEB_FIXTURE_PASSWORD);
  return credential.user.uid;
}

/** What the emulator holds at `path` (undefined: no document), read past the local cache. */
export async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  return (await getDocFromServer(doc(appFirestore(), path))).data();
}

/** The ids the emulator holds in the collection at `path`. */
export async function storedIds(path: string): Promise<string[]> {
  return (await getDocsFromServer(collection(appFirestore(), path))).docs.map((d) => d.id);
}

/** A write the rules refuse rejects with permission-denied; this answers its code. */
export async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'accepted';
}

// A round trip to the emulators on a loaded machine takes longer than waitFor's default second.
configure({ asyncUtilTimeout: 10_000 });

/** What reactfire keeps of a listener between renders (its SuspenseSubject). */
interface WarmListener {
  _timeoutHandler?: ReturnType<typeof setTimeout>;
  _reset?: () => void;
  _innerSubscriber?: { unsubscribe: () => void };
}

/**
 * reactfire keeps every listener warm for 30 s after its last component unmounts, in a cache on
 * globalThis; signed out (or in as someone else) under it, the listener's refusal surfaces as an
 * uncaught error in whichever test runs then. Each test ends by closing them.
 */
function closeReactfireListeners() {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, WarmListener> })
    ._reactFirePreloadedObservables;
  if (!cache) return;
  for (const listener of cache.values()) {
    clearTimeout(listener._timeoutHandler);
    listener._reset?.();
    listener._innerSubscriber?.unsubscribe();
  }
  cache.clear();
}

// Each test starts with nothing rendered, no listener and nobody signed in: a hook never runs as
// the previous test's user by accident.
afterEach(async () => {
  cleanup();
  closeReactfireListeners();
  await signOut(auth);
});
