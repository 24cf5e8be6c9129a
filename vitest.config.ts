import { defineConfig } from 'vitest/config';

/** Unit tests: pure code, no emulator. Emulator suites live in vitest.emulators.config.ts. */
export default defineConfig({
  test: {
    include: ['{domain,functions,web,scripts,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.int.test.{ts,tsx}', 'tests/rules/**', 'tests/storage/**'],
    environment: 'node',
    // Component tests drive Chakra through user-event: on a loaded machine (or under coverage)
    // one takes seconds, and Vitest's 5 s default failed tests that were only slow.
    testTimeout: 15_000,
    // Component tests import Chakra, Emotion, react-intl and the form libraries in every file:
    // pre-bundled once, each file's import phase fell from 55 s to 23 s over a sample of 19 files
    // (adding React and Firebase to the bundle broke class inheritance in three of them).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@chakra-ui/react',
            '@emotion/react',
            'react-intl',
            'react-router-dom',
            'formik',
            'yup',
            'luxon',
            '@tanstack/react-query',
            '@testing-library/react',
            '@testing-library/user-event',
          ],
        },
      },
    },
    // Off unless asked (`--coverage.enabled`, as `npm test` does): a figure for the summary,
    // not a gate. Every source file counts, tested or not, so an untested file reads as 0%.
    // The web's only: measured over all three packages it doubled the unit layer's time, and
    // functions are covered by the emulator suites, which this figure cannot see.
    coverage: {
      provider: 'v8',
      include: ['web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'web/src/testing/**'],
      reporter: ['json-summary'],
      reportsDirectory: '.test-output/coverage',
      // The figure is printed whether or not a test failed (a failure is reported on its own).
      reportOnFailure: true,
    },
  },
});
