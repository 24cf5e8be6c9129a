import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SEED_ATTENDEES = 10_000;
export const SEED_DIR = 'bench/.data/seed-10k';
