import { defineConfig } from 'vitest/config';

/**
 * Suites that need the emulators (rules, functions integration). They run inside the one
 * `firebase emulators:exec` of `npm test`; globalSetup fails fast when an emulator is down.
 */
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts', 'tests/storage/**/*.test.ts', '**/*.int.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/support/emulators-up.ts'],
    // The suites share emulators; one file at a time keeps them from racing on shared state.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
