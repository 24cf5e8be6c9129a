/**
 * `npm run migrate`: repairs stored events so each takes a registration, an import and the door
 * (functions/src/lib/event-repair.ts), moves e-mails off public ranking rows and re-sanitizes
 * stored rich text (functions/src/lib/privacy-repair.ts), and writes the results document of survey
 * questions answered before the tally existed (functions/src/lib/survey-tally.ts). Idempotent; the seed and `npm start`
 * run it too.
 *
 *   npm run migrate                          the running emulators (AFORO_PORT_OFFSET respected)
 *   npm run migrate -- --project <id> --live a real project, with Application Default Credentials
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { fillSearchNames } from '../functions/src/lib/door-index-repair';
import { repairEvents } from '../functions/src/lib/event-repair';
import { moveRankingEmails, resanitizeRichText } from '../functions/src/lib/privacy-repair';
import { sanitizeHtml } from '../functions/src/lib/rich-text';
import { fillSurveyResults } from '../functions/src/lib/survey-tally';
import { ports } from './ports.mjs';

export async function migrate(projectId: string): Promise<void> {
  const app = initializeApp({ projectId }, `migrate-${Date.now()}`);
  const firestore = getFirestore(app);
  const { checked, repaired } = await repairEvents(firestore);
  const moved = await moveRankingEmails(firestore);
  const sanitized = await resanitizeRichText(firestore, sanitizeHtml);
  const named = await fillSearchNames(firestore);
  const tallied = await fillSurveyResults(firestore);
  console.log(
    `[aforo] migrate: ${checked} event(s) checked, ${repaired.length} repaired` +
      (repaired.length ? `: ${repaired.join(', ')}` : '') +
      `; ${moved} ranking e-mail(s) moved off public rows; ${sanitized} rich-text document(s) re-sanitized; ${named.length} door name index(es) filled; ${tallied} survey question result(s) written`,
  );
}

const isMain = process.argv[1]?.endsWith('migrate.ts');
if (isMain) {
  const { values } = parseArgs({
    options: {
      project: { type: 'string', default: 'demo-aforo' },
      live: { type: 'boolean', default: false },
    },
  });
  if (!values.live) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports().firestore}`;
  } else if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.error('--live with FIRESTORE_EMULATOR_HOST set: unset it to reach the real project.');
    process.exit(2);
  }
  await migrate(values.project ?? 'demo-aforo');
}
