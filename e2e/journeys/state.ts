import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What one phase of the journey hands the next (one worker, files in name order): the accounts
 * made through the Auth emulator and the event made by clicking. Nothing else is shared: every
 * other fact is read back through the product.
 */
export interface Account {
  email: string;
  password: string;
  names: string;
}

export interface JourneyState {
  organizer?: Account;
  staff?: Account;
  attendee?: Account;
  eventId?: string;
  eventName?: string;
  /** What the attendee's ticket QR reads, as a barcode gun at the door would type it. */
  ticketCode?: string;
}

export const STATE_FILE = join(process.cwd(), '.test-output', 'journey-state.json');

export function readState(): JourneyState {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as JourneyState;
  } catch {
    return {};
  }
}

export function saveState(patch: Partial<JourneyState>): JourneyState {
  const next = { ...readState(), ...patch };
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(next, null, 2));
  return next;
}

/** A value an earlier phase must have saved; its absence says which phase did not get there. */
export function need<K extends keyof JourneyState>(key: K): NonNullable<JourneyState[K]> {
  const value = readState()[key];
  if (value === undefined || value === null) {
    throw new Error(`The journey has no ${key}: an earlier phase did not get that far`);
  }
  return value as NonNullable<JourneyState[K]>;
}
