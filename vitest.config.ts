import { defineConfig } from 'vitest/config';

/** Unit tests: pure code, no emulator. Emulator suites live in vitest.emulators.config.ts. */
export default defineConfig({
  test: {
    include: ['{domain,functions,web,scripts,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.int.test.{ts,tsx}', 'tests/rules/**', 'tests/storage/**'],
    environment: 'node',
  },
});
