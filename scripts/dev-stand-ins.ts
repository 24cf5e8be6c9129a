/**
 * The stand-ins of Zoom, PayU and SMTP for the local demo (`npm start`), on the ports the
 * emulator's functions/.env.local names (shifted by AFORO_PORT_OFFSET), plus the SMTP catcher's
 * inbox in a browser, and, where the Storage emulator cannot run, the Storage stand-in on the
 * emulator's port (README, "Files"). `startDevStandIns()` for scripts/start.ts; run alone with
 * `npx tsx scripts/dev-stand-ins.ts` (Ctrl-C stops it).
 */
import { fileURLToPath } from 'node:url';
import { startStandIns, standInPorts } from '../tests/stand-ins';
import { inboxServer } from '../tests/stand-ins/inbox';
import { storageStandInFor, type StorageStandIn } from '../tests/stand-ins/storage';
import { DEMO } from '../tests/factories/demo';
import { storageEmulatorAvailable } from './firebase.mjs';
import { demoDocumentFiles } from './seed-documents';
import { ports as emulatorPorts } from './ports.mjs';

export interface DevStandIns {
  /** What to print for the developer. */
  urls: { inbox: string; zoom: string; payu: string; smtp: string; storage?: string };
  stop(): Promise<void>;
}

export async function startDevStandIns(): Promise<DevStandIns> {
  const ports = standInPorts();
  const standIns = await startStandIns();
  const zoomState = `http://127.0.0.1:${ports.zoom}/__standin/state`;
  const payuState = `http://127.0.0.1:${ports.payu}/__standin/state`;
  const inbox = inboxServer(standIns.smtp, {
    'Zoom (reuniones)': zoomState,
    'PayU (transacciones)': payuState,
  });
  // Where the emulator runs (firebase-tools could download its rules runtime), it takes the port.
  const storage: StorageStandIn | null = storageEmulatorAvailable() ? null : storageStandInFor();
  try {
    await inbox.start(ports.smtpInbox);
    await storage?.start(emulatorPorts().storage);
    // The seeded documents' files (the Firestore export holds their documents, not their bytes).
    for (const file of demoDocumentFiles(DEMO.upcomingEventId)) storage?.put(file);
  } catch (err) {
    await Promise.all([standIns.stop(), inbox.stop()]);
    throw err;
  }
  return {
    urls: {
      inbox: inbox.origin,
      zoom: `http://127.0.0.1:${ports.zoom}`,
      payu: standIns.payu.checkoutUrl,
      smtp: `smtp://127.0.0.1:${ports.smtp}`,
      ...(storage ? { storage: storage.origin } : {}),
    },
    stop: async () => {
      await Promise.all([inbox.stop(), standIns.stop(), storage?.stop()]);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const running = await startDevStandIns();
  console.log('[aforo] stand-ins up:');
  for (const [name, url] of Object.entries(running.urls)) console.log(`  ${name.padEnd(6)} ${url}`);
  const stop = () => {
    void running.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
