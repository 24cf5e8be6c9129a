import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

export { expect };

/*
 * Every browser test fails on what a user would never be shown on purpose: an uncaught page error,
 * a console error, a message id react-intl could not find (the app reports those as console
 * errors in every build: web/src/i18n/intl-errors.ts), and "undefined", "NaN" or
 * "[object Object]" on a page still open when the test ends. Specs import `test` from here, never from
 * @playwright/test (lint enforces it), so no page of the suite escapes the guard.
 */

/**
 * Console errors a test provokes on purpose and that the app cannot avoid logging: the browser
 * itself reports a request that fails, and these are the requests tests make fail.
 */
const PROVOKED: RegExp[] = [
  // A test that takes the context offline: every request in flight or made meanwhile fails,
  // and Firestore says once that it now works from its cache.
  /net::ERR_INTERNET_DISCONNECTED/,
  /@firebase\/firestore: .*Could not reach Cloud Firestore backend/,
  // After a lost connection the Firestore SDK's WebChannel probes the network with Google's
  // cleardot.gif; the test machines have no DNS outside 127.0.0.1, so the probe itself fails.
  /ERR_NAME_NOT_RESOLVED \(at https:\/\/www\.google\.com\/images\/cleardot\.gif/,
  // A request a test aborts with page.route (a missing chunk, a dead stand-in).
  /net::ERR_FAILED/,
];

export interface GuardOptions {
  /** Console errors this spec provokes on purpose, each with a comment saying how. */
  allowConsoleErrors: RegExp[];
}

interface Problem {
  text: string;
  /** Console errors may be allowed; page errors never are. */
  console: boolean;
}

const watched = new WeakSet<Page>();
/** The watched pages still open, whose text is read when a test ends. */
const open = new Set<Page>();
let problems: Problem[] = [];
let provokedHere: RegExp[] = [];

/** What each page's test provoked, by page. */
const allowedOn = new WeakMap<Page, RegExp[]>();

/**
 * Console errors the running test provokes on purpose (a refusal it asks the server for, an
 * answer it fakes with page.route): the browser logs every 4xx/5xx answer as an error. Say so
 * next to the provocation, so the allowance is as narrow as the test.
 */
export function provokes(...patterns: RegExp[]) {
  provokedHere.push(...patterns);
  // A page's failed request may be logged after its test has ended (a picture that failed late,
  // while the context closes): it is still that test's provocation, not the next test's error.
  for (const page of open) allowedOn.set(page, [...(allowedOn.get(page) ?? []), ...patterns]);
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`;
}

function watchPage(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  open.add(page);
  page.on('close', () => open.delete(page));
  page.on('pageerror', (error) =>
    problems.push({ text: `page error on ${page.url()}: ${error.message}`, console: false }),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = describeConsole(message);
    if ((allowedOn.get(page) ?? []).some((pattern) => pattern.test(text))) return;
    problems.push({ text, console: true });
  });
}

/** Watches every page of a context made outside the fixtures (another browser, say). */
export function guardContext(context: BrowserContext) {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** Contexts made with browser.newContext/newPage, even in a beforeAll, are watched too. */
function patchBrowser(browser: Browser): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    guardContext(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchPage(page);
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

/** What code leaks onto a screen when a value is missing or is not text. */
const LEAKED = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** The visible text of every open page that shows a leaked value. */
async function leakedText(): Promise<Problem[]> {
  const found: Problem[] = [];
  for (const page of open) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    const line = text.split('\n').find((l) => LEAKED.test(l));
    if (line) found.push({ text: `shown on ${page.url()}: "${line.trim()}"`, console: false });
  }
  return found;
}

/** The problems of a test's pages that no allow-list excuses. */
export function unexcused(found: readonly Problem[], allowed: readonly RegExp[]): string[] {
  return found
    .filter(
      (problem) =>
        !problem.console ||
        ![...PROVOKED, ...allowed].some((pattern) => pattern.test(problem.text)),
    )
    .map((problem) => problem.text);
}

export const test = base.extend<GuardOptions & { pageGuard: void }, { browserGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  browserGuard: [
    async ({ browser }, use) => {
      const restore = patchBrowser(browser);
      await use();
      restore();
    },
    { scope: 'worker', auto: true },
  ],
  pageGuard: [
    async ({ context, allowConsoleErrors }, use) => {
      guardContext(context);
      // What a beforeAll's pages logged is checked with the first test after it.
      await use();
      problems.push(...(await leakedText()));
      const found = unexcused(problems, [...allowConsoleErrors, ...provokedHere]);
      problems = [];
      provokedHere = [];
      expect(found, 'the pages threw or logged errors (guard: e2e/fixtures.ts)').toEqual([]);
    },
    { auto: true },
  ],
});
