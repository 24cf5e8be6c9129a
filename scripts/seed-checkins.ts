import type { SeedAttendee } from '../tests/factories';

/**
 * The demo's check-ins came through two door devices, each worked by one
 * member of the team, so the dashboard's breakdowns per device and per staff member show
 * something. Each checked-in attendee names its door shard (counter_shard) and who checked it in
 * (checked_in_by), as the door's write does; the door shards hold those check-ins, the server's
 * shards the rest of the counts.
 */
// The six letters after `door-` are what the door and the dashboard call a device (doorCode).
export const SEED_DOORS = ['door-Norte100000000000001', 'door-Sur00100000000000002'] as const;

export interface DoorCheckins {
  /** Check-ins per door shard id. */
  doors: Map<string, number>;
  /** The attendees checked in at a door: their check-in is counted in the door's shard. */
  atDoor: Set<string>;
}

export function assignDoorCheckins(
  attendees: SeedAttendee[],
  checkers: readonly string[],
): DoorCheckins {
  const doors = new Map<string, number>();
  const atDoor = new Set<string>();
  let n = 0;
  for (const attendee of attendees) {
    if (!attendee.checked_in || checkers.length === 0) continue;
    const door = SEED_DOORS[n % SEED_DOORS.length] ?? SEED_DOORS[0];
    const record = attendee as SeedAttendee & { counter_shard?: string; checked_in_by?: string };
    record.counter_shard = door;
    record.checked_in_by = checkers[n % checkers.length];
    doors.set(door, (doors.get(door) ?? 0) + 1);
    atDoor.add(attendee._id);
    n += 1;
  }
  return { doors, atDoor };
}
