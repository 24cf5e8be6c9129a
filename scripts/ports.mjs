// Emulator and dev-server ports. AFORO_PORT_OFFSET shifts all of them, so a second emulator
// suite (a test run while `npm start` is up, two developers' helpers on one machine) does not
// collide with the first: the launcher writes a shifted copy of firebase.json for it.
export const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  web: 5173,
};

export function portOffset(env = process.env) {
  const offset = Number(env.AFORO_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50000) {
    throw new Error(
      `AFORO_PORT_OFFSET must be a whole number from 0 to 50000, not ${env.AFORO_PORT_OFFSET}`,
    );
  }
  // An offset that lands one emulator on another's default port (100: hub 4400 -> 4500, the
  // logging port) would collide with the very suite it is meant to run beside.
  const base = new Set(Object.values(BASE_PORTS));
  if (offset !== 0 && Object.values(BASE_PORTS).some((port) => base.has(port + offset))) {
    throw new Error(
      `AFORO_PORT_OFFSET=${offset} shifts a port onto another default port; use e.g. 10000`,
    );
  }
  // Browsers and fetch refuse some ports outright (6000 X11, 10080 Amanda, ...).
  const blocked = [6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080];
  if (Object.values(BASE_PORTS).some((port) => blocked.includes(port + offset))) {
    throw new Error(
      `AFORO_PORT_OFFSET=${offset} lands a port on one browsers refuse; use e.g. 10000`,
    );
  }
  return offset;
}

export function ports(offset = portOffset()) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([k, v]) => [k, v + offset]));
}

/**
 * Where the web build goes: web/dist, or web/dist-{offset} for a shifted suite, because the build
 * bakes the emulator ports in and two suites on one machine must not overwrite each other's.
 */
export function webDistDir(offset = portOffset()) {
  return offset === 0 ? 'dist' : `dist-${offset}`;
}
