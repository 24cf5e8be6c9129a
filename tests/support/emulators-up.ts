import { unreachableEmulators } from './emulators';

/** Vitest globalSetup: stop at once, with a clear message, when an emulator is not there. */
export default async function emulatorsUp() {
  const down = await unreachableEmulators(['firestore', 'auth']);
  if (down.length > 0) {
    throw new Error(
      `Emulators not reachable: ${down.join(', ')}. Run the suites through \`npm test\` ` +
        '(or `npm run test:emulators`), which starts them.',
    );
  }
}
