/**
 * `npm run seed [-- --attendees N] [-- --out DIR]`: starts Auth and Firestore emulators with no
 * data, writes the deterministic demo through the Admin SDK, and exports the snapshot to
 * emulator-data/ (or DIR). Never edit emulator-data/ by hand: run this.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runFirebase } from './firebase.mjs';

const { values } = parseArgs({
  options: {
    attendees: { type: 'string', default: '200' },
    out: { type: 'string', default: 'emulator-data' },
  },
});
const attendees = Number(values.attendees);
if (!Number.isInteger(attendees) || attendees < 1 || attendees > 250_000) {
  console.error('--attendees must be a whole number from 1 to 250000');
  process.exit(2);
}

// Export next to the target and swap only on success, so a failed seed never leaves half a snapshot.
const out = values.out ?? 'emulator-data';
const staging = `${out}.staging`;
rmSync(staging, { recursive: true, force: true });

const child = runFirebase([
  'emulators:exec',
  '--only',
  'auth,firestore',
  '--project',
  'demo-aforo',
  '--export-on-exit',
  staging,
  `npx tsx scripts/seed-write.ts --attendees ${attendees}`,
]);
child.on('exit', (code) => {
  if (code !== 0 || !existsSync(staging)) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`[aforo] seed failed; ${out}/ left as it was.`);
    process.exit(code || 1);
  }
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
  console.log(`[aforo] demo snapshot written to ${out}/`);
  process.exit(0);
});
