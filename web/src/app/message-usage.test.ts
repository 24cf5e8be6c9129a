import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';

/*
 * The catalogues against the code that reads them. Typed lookups (useT) already refuse an unknown
 * literal id; this also covers ids built at run time, ids passed through data (engine
 * declarations, maps) and ids nobody reads any more, which types cannot see.
 */

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Files that define messages rather than use them. */
function definesMessages(path: string, text: string): boolean {
  return /i18n\/(es|en|pt)\.ts$/.test(path) || /defineMessages\(\{/.test(text);
}

const code = sourceFiles(SRC)
  .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path, text }) => !definesMessages(path, text));

const es = catalogues.es as Record<string, string>;
const keys = Object.keys(es);
const namespaces = new Set(keys.map((key) => key.split('.')[0]));

/** Quoted strings shaped like an id of a catalogue namespace ('landing.register'). */
const literalIds = new Map<string, string>();
/** The fixed start of ids built at run time (`eventSetup.fieldType.${type}`). */
const builtPrefixes = new Set<string>();
for (const { path, text } of code) {
  for (const [, , id] of text.matchAll(/(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g))
    if (namespaces.has(id!.split('.')[0])) literalIds.set(id!, path);
  for (const [, prefix] of text.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]*)+)\$\{/g))
    if (namespaces.has(prefix!.split('.')[0])) builtPrefixes.add(prefix!);
}

describe('message ids', () => {
  it('every id the code names exists in es, en and pt', () => {
    const missing = [...literalIds]
      .flatMap(([id, path]) =>
        (['es', 'en', 'pt'] as const)
          .filter((locale) => !(id in catalogues[locale]))
          .map((locale) => `${id} (${locale}) named in ${path}`),
      )
      .sort();
    expect(missing).toEqual([]);
  });

  it('every id built at run time has messages under its prefix', () => {
    const empty = [...builtPrefixes].filter((prefix) => !keys.some((k) => k.startsWith(prefix)));
    expect(empty).toEqual([]);
  });

  it('es, en and pt hold the same ids', () => {
    for (const locale of ['en', 'pt'] as const) {
      const other = Object.keys(catalogues[locale]);
      expect(other.filter((key) => !(key in es)).sort(), `${locale} only`).toEqual([]);
      expect(keys.filter((key) => !other.includes(key)).sort(), `missing in ${locale}`).toEqual([]);
    }
  });

  it('every catalogue entry is read by some code', () => {
    const unused = keys
      .filter((key) => !literalIds.has(key))
      .filter((key) => ![...builtPrefixes].some((prefix) => key.startsWith(prefix)))
      .sort();
    expect(unused).toEqual([]);
  });
});
