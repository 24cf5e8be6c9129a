import { readFileSync } from 'node:fs';
import { storageStandInIfMissing } from '../stand-ins/storage';
import { FIRESTORE_HOST, RULES_PROJECT_ID, unreachableEmulators } from './emulators';

/**
 * firestore.rules into the rules suites' project, once per run. Loading rules zeroes the
 * emulator's coverage counters, so the files never load them themselves: the counters add up over
 * the run (scripts/rules-coverage.mjs). Asking the emulator which rules it held instead cost each
 * rules file a coverage report of tens of megabytes, seconds apiece late in a run.
 */
async function loadRulesSuitesRules(): Promise<void> {
  const content = readFileSync('firestore.rules', 'utf8');
  const response = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${RULES_PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ content }] } }),
    },
  );
  if (!response.ok) {
    throw new Error(
      `The Firestore emulator refused firestore.rules (${response.status}): ${await response.text()}`,
    );
  }
}

/**
 * Vitest globalSetup: stop at once, with a clear message, when an emulator is not there; load the
 * rules the rules suites test; where the Storage emulator cannot run, start the Storage stand-in
 * on its port (README, "Files") and stop it when the suites end.
 */
export default async function emulatorsUp() {
  const down = await unreachableEmulators(['firestore', 'auth']);
  if (down.length > 0) {
    throw new Error(
      `Emulators not reachable: ${down.join(', ')}. Run the suites through \`npm test\` ` +
        '(or `npm run test:emulators`), which starts them.',
    );
  }
  await loadRulesSuitesRules();
  const stopStorage = await storageStandInIfMissing();
  return async () => {
    await stopStorage?.();
  };
}
