import { storageStandInIfMissing } from '../tests/stand-ins/storage';

/**
 * Playwright globalSetup: where the Storage emulator cannot run, the browser's uploads go to the
 * Storage stand-in on the emulator's port (README, "Files"), started here and stopped at the end.
 */
export default async function globalSetup() {
  const stopStorage = await storageStandInIfMissing();
  return async () => {
    await stopStorage?.();
  };
}
