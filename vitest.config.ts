import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOTS = ['domain', 'functions', 'web', 'scripts', 'tests'];

/**
 * Which unit test files may share a worker's module graph. A file that replaces a module
 * (`vi.mock`), resets the registry or changes a global (stubs, fake timers, spies, a redefined
 * navigator property) would leave that behind for the next file, and so would one that says it
 * needs the modules fresh (`@isolated-modules` in a comment): those run isolated, each in a new
 * module graph and environment. The rest share their worker's, in two groups, browser (jsdom)
 * and Node, so no module state set up under one environment reaches the other (the web
 * registers its DOMPurify sanitizer in the domain). With coverage on an idle two-core machine the
 * layer took 507 s (618 s of CPU) with every file isolated in forks, 256 s (468 s of CPU) so:
 * most of the difference is Chakra and React imported again for every component test.
 */
const NEEDS_FRESH_MODULES =
  /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers|setSystemTime|spyOn)\b|Object\.defineProperty\((navigator|document|window|globalThis)\b|@isolated-modules\b/;

function unitFiles(): { isolated: string[]; dom: string[]; node: string[] } {
  const groups = { isolated: [] as string[], dom: [] as string[], node: [] as string[] };
  for (const root of ROOTS) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry) || /\.int\.test\./.test(entry)) continue;
      const file = join(root, entry).replaceAll('\\', '/');
      if (file.split('/').includes('node_modules') || /^tests\/(rules|storage)\//.test(file))
        continue;
      const source = readFileSync(file, 'utf8');
      if (NEEDS_FRESH_MODULES.test(source)) groups.isolated.push(file);
      else if (/@vitest-environment jsdom\b/.test(source)) groups.dom.push(file);
      else groups.node.push(file);
    }
  }
  return groups;
}
const FILES = unitFiles();

/** Unit tests: pure code, no emulator. Emulator suites live in vitest.emulators.config.ts. */
export default defineConfig({
  test: {
    environment: 'node',
    // Threads start faster than forked processes (every file isolated: 587 s of CPU against 660 s).
    pool: 'threads',
    // At least two workers: Vitest's default leaves a core to itself, one worker on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'node', include: FILES.node, isolate: false } },
      { extends: true, test: { name: 'browser', include: FILES.dom, isolate: false } },
      { extends: true, test: { name: 'isolated', include: FILES.isolated } },
    ],
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
