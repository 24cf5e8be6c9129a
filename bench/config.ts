/**
 * The benchmark's scale and time limits, each an environment knob (bench/README.md lists them).
 * The defaults are the full run; small values give a quick end-to-end check of the harness.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A positive number from the environment, or the default. */
export function knob(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, not ${raw}`);
  }
  return value;
}

/** "10k" for 10,000, "1500" for 1,500: names the snapshot folder and the state column. */
export function scaleLabel(attendees: number): string {
  return attendees >= 1000 && attendees % 1000 === 0 ? `${attendees / 1000}k` : String(attendees);
}

/** The seed every benchmark but the door starts from (a fresh import each). */
export const SEED_ATTENDEES = knob('AFORO_BENCH_ATTENDEES', 10_000);
/**
 * The large-event door's seeds: one `door` group per size (comma-separated), each on a snapshot
 * of its own.
 */
export const DOOR_SCALES: number[] = (process.env.AFORO_BENCH_DOOR_ATTENDEES || '50000,200000')
  .split(',')
  .map((raw) => {
    const value = Number(raw.trim());
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`AFORO_BENCH_DOOR_ATTENDEES must list positive whole numbers, not ${raw}`);
    }
    return value;
  });
/** The size the running door group measures (bench/run.ts passes it to its suite). */
export const DOOR_ATTENDEES = knob('AFORO_BENCH_GROUP_ATTENDEES', DOOR_SCALES[0] ?? 50_000);
export const seedDir = (attendees: number) => `bench/.data/seed-${scaleLabel(attendees)}`;
