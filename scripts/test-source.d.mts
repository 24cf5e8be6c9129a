/** Types for test-source.mjs (plain JS, run by node), for its test. */
export function countLines(dir: string): { test: number; source: number };
export function testSourceLine(root: string, packages?: readonly string[]): string;
export function coverageLine(summaryFile: string, packages?: readonly string[]): string | null;
