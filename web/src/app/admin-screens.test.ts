import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../features/admin-shell/sections';

/*
 * The README's architecture section lists every admin screen (a section's path or one of its
 * sub-routes) as a declaration on the engine or a hand-written workflow. This keeps the list
 * true: a screen missing from it, or listed as a declaration while its page renders none, fails.
 */

const here = dirname(fileURLToPath(import.meta.url));
const read = (path: string) => readFileSync(resolve(here, path), 'utf8');

/** Every admin screen, as sections.ts names it. */
const SCREENS: string[] = ADMIN_SECTIONS.flatMap((section) => [
  section.path,
  ...('subroutes' in section ? section.subroutes : []).map((sub) => `${section.path}/${sub}`),
]);

/** The README's table rows: | `screen` | declaration or workflow | … */
function readmeScreens(): Map<string, string> {
  const readme = read('../../../README.md');
  const start = readme.indexOf('#### Admin screens');
  if (start < 0) throw new Error('README: no "#### Admin screens" section');
  const rows = new Map<string, string>();
  for (const line of readme.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const row = /^\|\s*`([^`]+)`\s*\|\s*(declaration|workflow)\s*\|/.exec(line);
    if (row?.[1] && row[2]) rows.set(row[1], row[2]);
  }
  return rows;
}

const routes = read('./admin-routes.tsx');

/** The source of the page that serves a screen (its own entry, or a page-mode parent's). */
function pageSource(screen: string): string | null {
  const segments = screen.split('/');
  const keys = [screen];
  for (let n = segments.length; n >= 1; n--) keys.push(`${segments.slice(0, n).join('/')}/*`);
  for (const key of keys) {
    const quoted = key.includes('/') || key.includes('-') ? `'${key}'` : key;
    const entry = new RegExp(
      `^  ${quoted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: <(\\w+) />`,
      'm',
    ).exec(routes)?.[1];
    if (!entry) continue;
    // retriableLazy(() => import('…')) or retriableLazy(loadX) with loadX = () => import('…').
    const loader = new RegExp(`const ${entry} = retriableLazy(?:<object>)?\\((\\w+)\\)`).exec(
      routes,
    )?.[1];
    const lazy = new RegExp(
      loader
        ? `const ${loader} = \\(\\) => import\\('([^']+)'\\)`
        : `const ${entry} = retriableLazy(?:<object>)?\\(\\s*\\(\\) =>\\s*import\\('([^']+)'\\)`,
    ).exec(routes)?.[1];
    if (!lazy) throw new Error(`admin-routes: no lazy import for ${entry}`);
    return read(`${lazy}.tsx`);
  }
  return null;
}

/** A page that renders an engine declaration (a list, pages, a document form). */
const DECLARATION = /<(ResourceRoutes|ResourceList|DocumentForm|SectionContentPage)\b/;

describe('the admin screens list (README)', () => {
  const listed = readmeScreens();

  it('names every admin screen, and nothing else', () => {
    expect(SCREENS.filter((screen) => !listed.has(screen))).toEqual([]);
    expect([...listed.keys()].filter((screen) => !SCREENS.includes(screen))).toEqual([]);
  });

  it('calls a declaration only a screen whose page renders one, and each declaration one', () => {
    const wrong = SCREENS.filter((screen) => {
      const source = pageSource(screen);
      const declared = source !== null && DECLARATION.test(source);
      return declared !== (listed.get(screen) === 'declaration');
    });
    expect(wrong).toEqual([]);
  });

  it('counts at least 35 declarations', () => {
    const count = [...listed.values()].filter((kind) => kind === 'declaration').length;
    expect(count).toBeGreaterThanOrEqual(35);
  });
});
