// The test:source figure `npm test` prints in its summary: per package, the non-blank lines of its
// test files over those of its other source files. A figure to watch, not a gate: it says where
// logic lives without tests below the browser (e2e/ and tests/ are not counted for any package).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** Non-blank lines of test files and of the other source files under `dir`. */
export function countLines(dir) {
  const counts = { test: 0, source: 0 };
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const lines = readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '').length;
        counts[TEST.test(entry.name) ? 'test' : 'source'] += lines;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return counts;
}

/** `web 0.11, functions 0.96, domain 0.69`: test lines over source lines, per package. */
export function testSourceLine(root, packages = ['web', 'functions', 'domain']) {
  return packages
    .map((name) => {
      const { test, source } = countLines(join(root, name, 'src'));
      return `${name} ${source === 0 ? '–' : (test / source).toFixed(2)}`;
    })
    .join(', ');
}

/**
 * `web 41.2%, functions 78.0%, domain 90.1%`: the unit layer's line coverage per package, from
 * Vitest's json-summary (vitest.config.ts), or null when the run wrote none.
 */
export function coverageLine(summaryFile, packages = ['web', 'functions', 'domain']) {
  let summary;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    return null;
  }
  const totals = Object.fromEntries(packages.map((name) => [name, { covered: 0, total: 0 }]));
  for (const [file, figures] of Object.entries(summary)) {
    const name = /[\\/](web|functions|domain)[\\/]src[\\/]/.exec(file)?.[1];
    if (!name || !totals[name]) continue;
    totals[name].covered += figures.lines.covered;
    totals[name].total += figures.lines.total;
  }
  return packages
    .map((name) => {
      const { covered, total } = totals[name];
      return `${name} ${total === 0 ? '–' : `${((100 * covered) / total).toFixed(1)}%`}`;
    })
    .join(', ');
}
