import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';
import { ports } from './scripts/ports.mjs';

/**
 * The journey suite (scripts/journeys.mjs, `npm run test:journeys`): the product from a blank
 * database, by clicking, one spec file per phase in name order, one worker, each file's steps in
 * serial. Run inside an emulators:exec without --import at its own port offset.
 */
export default defineConfig({
  testDir: 'e2e/journeys',
  // The Zoom, SMTP (with its inbox) and Storage stand-ins, as for `npm start`.
  globalSetup: './e2e/journeys/global-setup.ts',
  // Each test is a whole step of a journey (twenty actions or more): 30-50 s on an idle machine,
  // up to 59 s with the other lane's load beside it. A stuck-step detector, not a speed goal.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-output/journeys.json' }]],
  outputDir: 'test-results-journeys',
  use: {
    baseURL: `http://127.0.0.1:${ports().hosting}`,
    browserName: 'chromium',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
