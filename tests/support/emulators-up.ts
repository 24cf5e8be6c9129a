import { storageStandInIfMissing } from '../stand-ins/storage';
import { unreachableEmulators } from './emulators';

/**
 * Vitest globalSetup: stop at once, with a clear message, when an emulator is not there; where
 * the Storage emulator cannot run, start the Storage stand-in on its port (README, "Files") and
 * stop it when the suites end.
 */
export default async function emulatorsUp() {
  const down = await unreachableEmulators(['firestore', 'auth']);
  if (down.length > 0) {
    throw new Error(
      `Emulators not reachable: ${down.join(', ')}. Run the suites through \`npm test\` ` +
        '(or `npm run test:emulators`), which starts them.',
    );
  }
  const stopStorage = await storageStandInIfMissing();
  return async () => {
    await stopStorage?.();
  };
}
