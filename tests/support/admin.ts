import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AUTH_HOST, PROJECT_ID } from './emulators';

/** Admin SDK on the emulators (emulators:exec sets FIRESTORE_EMULATOR_HOST and the auth host). */
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

let counter = 0;
/** Ids that never collide with the seeded demo or with another run. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/**
 * A real Auth emulator user and its ID token, as a browser would get it. The account has proved
 * its e-mail (as one signing in by e-mail link would) unless `emailVerified: false`: the API binds
 * nothing to an unverified address.
 */
export async function createUserWithToken(
  overrides: { uid?: string; email?: string; password?: string; emailVerified?: boolean } = {},
): Promise<{ uid: string; email: string; idToken: string }> {
  const uid = overrides.uid ?? uniqueId('user');
  const email = overrides.email ?? `${uid}@example.com`;
  const password = overrides.password ?? 'Secreta-123';
  const emailVerified = overrides.emailVerified ?? true;
  await adminAuth.createUser({ uid, email, password, emailVerified });
  const idToken = await signInIdToken(email, password);
  return { uid, email, idToken };
}

/** The ID token the Auth emulator gives `email` signing in with `password`, as a browser gets it. */
export async function signInIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Auth emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
