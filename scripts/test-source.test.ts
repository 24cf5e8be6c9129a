import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countLines, coverageLine, testSourceLine } from './test-source.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aforo-test-source-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('web/src/a.tsx', 'const a = 1;\n\nexport default a;\n\n');
write('web/src/lib/b.ts', 'export const b = 2;\n');
write('web/src/lib/b.test.ts', "import { b } from './b';\n\nit('b', () => b);\n");
write('web/src/vite-env.d.ts', '/// <reference types="vite/client" />\n');
write('web/src/node_modules/x/index.js', 'module.exports = 1;\n');
write('domain/src/c.ts', 'export const c = 3;\n');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the test:source figure', () => {
  it('counts non-blank lines of tests and of the other sources, without declarations', () => {
    expect(countLines(path.join(root, 'web', 'src'))).toEqual({ test: 2, source: 3 });
  });

  it('prints one ratio per package, a dash for a package without sources', () => {
    expect(testSourceLine(root, ['web', 'domain', 'functions'])).toBe(
      'web 0.67, domain 0.00, functions –',
    );
  });
});

describe('the coverage line', () => {
  const lines = (covered: number, total: number) => ({
    lines: { covered, total, skipped: 0, pct: total ? (100 * covered) / total : 100 },
  });

  it('sums the covered lines of each package’s files from the json summary', () => {
    write(
      'coverage-summary.json',
      JSON.stringify({
        total: lines(70, 120),
        '/repo/web/src/a.tsx': lines(10, 40),
        '/repo/web/src/lib/b.ts': lines(20, 40),
        '/repo/domain/src/c.ts': lines(40, 40),
        // Outside the packages' sources (a script): not counted.
        '/repo/scripts/d.mjs': lines(0, 10),
      }),
    );
    expect(coverageLine(path.join(root, 'coverage-summary.json'))).toBe(
      'web 37.5%, functions –, domain 100.0%',
    );
  });

  it('is null when the run wrote no summary', () => {
    expect(coverageLine(path.join(root, 'missing.json'))).toBeNull();
  });
});
