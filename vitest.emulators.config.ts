import { defineConfig } from 'vitest/config';
import { ports } from './scripts/ports.mjs';

const p = ports();

/**
 * Suites that need the emulators (rules, functions integration, the web's api/ hooks). They run
 * inside the one `firebase emulators:exec` of `npm test`; globalSetup fails fast when an emulator
 * is down.
 */
export default defineConfig({
  test: {
    include: [
      'tests/rules/**/*.test.ts',
      'tests/storage/**/*.test.ts',
      '**/*.int.test.ts',
      'web/src/**/*.int.test.tsx',
    ],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // First the check that stops at once when an emulator is down, then the web hooks' data.
    globalSetup: ['tests/support/emulators-up.ts', 'tests/support/web-hooks-fixture.ts'],
    // The web SDK (lib/firebase.ts) reads its emulator ports from the build's variables; React's
    // test helpers (act) exist only outside production, which firebase emulators:exec sets.
    env: {
      NODE_ENV: 'test',
      VITE_FIRESTORE_EMULATOR_PORT: String(p.firestore),
      VITE_AUTH_EMULATOR_PORT: String(p.auth),
    },
    // The suites share emulators; one file at a time keeps them from racing on shared state.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
