import { defineConfig } from '@playwright/test';
import { ports } from './scripts/ports.mjs';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the hosting emulator,
 * which serves web/dist and rewrites /api/** to the functions emulator.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  // The journeys start from a blank database of their own (playwright.journeys.config.ts).
  testIgnore: ['journeys/**'],
  // The Storage stand-in where the Storage emulator is missing (README, "Files").
  globalSetup: './e2e/global-setup.ts',
  // A stuck-test detector, not a speed goal: the project's CI machine has run these 1.7 to 2 times
  // slower than an idle one (e2e 1,310 s here, 2,302 s there), and the longest tests take 45-50 s
  // here: at 60 s they failed there for slowness alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: CI runs on a loaded two-core machine where a server answer can miss a 10 s wait.
  // A test that passes only on its retry is counted and named as flaky in the summary
  // (scripts/test.mjs), never hidden.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '.test-output/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.AFORO_BASE_URL ?? `http://127.0.0.1:${ports().hosting}`,
    browserName: 'chromium',
    locale: 'es-CO',
    // A trace only where it serves: a failed test's retry. Recording every test and keeping the
    // failures' cost about a sixth of the e2e run's CPU (two specs, same load: 261 s to 218 s).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
