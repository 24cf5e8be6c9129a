import { rmSync } from 'node:fs';
import { startDevStandIns } from '../../scripts/dev-stand-ins';
import { STATE_FILE } from './state';

/**
 * The stand-ins of `npm start` on this offset's ports: Zoom, PayU, the SMTP catcher with its
 * inbox (the specs read /api/messages), and the Storage stand-in where the emulator cannot run.
 * The state the phases hand each other starts empty.
 */
export default async function globalSetup() {
  // AFORO_JOURNEY_KEEP_STATE=1 reruns a later phase against emulators kept up by hand.
  if (process.env.AFORO_JOURNEY_KEEP_STATE !== '1') rmSync(STATE_FILE, { force: true });
  const standIns = await startDevStandIns();
  return async () => {
    await standIns.stop();
  };
}
