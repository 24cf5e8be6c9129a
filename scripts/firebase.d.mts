import type { ChildProcess, StdioOptions } from 'node:child_process';

export function prepareFirestoreEmulator(env?: NodeJS.ProcessEnv): string;
export function storageEmulatorAvailable(): boolean;
export function firebaseBin(): string;
export function adjustArgs(args: string[]): string[];
export function runFirebase(
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions },
): ChildProcess;
