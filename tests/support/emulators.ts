import { ports } from '../../scripts/ports.mjs';

/** Where the emulators listen (firebase.json, shifted by AFORO_PORT_OFFSET). */
export const PORTS = ports();
// Outside emulators:exec (a suite run by hand against `npm start`), point the SDKs at the same
// emulators rather than at real Firebase.
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${PORTS.auth}`;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-aforo';
/** The rules suites' own project (tests/rules), so the seeded demo data stays untouched. */
export const RULES_PROJECT_ID = 'demo-aforo-rules';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const FUNCTIONS_BASE = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1`;
export const HOSTING_BASE = `http://127.0.0.1:${PORTS.hosting}`;

export const EMULATOR_ENDPOINTS = {
  firestore: `http://${FIRESTORE_HOST}/`,
  auth: `http://${AUTH_HOST}/`,
  functions: `${FUNCTIONS_BASE}/api/api/events?pageSize=1`,
  hosting: `${HOSTING_BASE}/`,
} as const;

/** Resolves to the names of the emulators that did not answer. */
export async function unreachableEmulators(
  names: readonly (keyof typeof EMULATOR_ENDPOINTS)[] = Object.keys(
    EMULATOR_ENDPOINTS,
  ) as (keyof typeof EMULATOR_ENDPOINTS)[],
): Promise<string[]> {
  const down: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      try {
        await fetch(EMULATOR_ENDPOINTS[name], { signal: AbortSignal.timeout(5000) });
      } catch {
        down.push(`${name} (${EMULATOR_ENDPOINTS[name]})`);
      }
    }),
  );
  return down;
}
