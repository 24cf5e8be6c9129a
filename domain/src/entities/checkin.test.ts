import { describe, expect, it } from 'vitest';
import type { Attendee } from './attendee.js';
import {
  CHECKIN_TIME,
  GUN_CODE_MESSAGE,
  activityCheckinSchema,
  eventCheckIn,
  formatCheckinTime,
  gunCodeError,
  isCheckedIn,
  isGunCode,
  percentOf,
  toggleActivityCheckIn,
  weightedAttendance,
} from './checkin.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const at = (iso: string) => new Date(iso);

describe('formatCheckinTime', () => {
  it("writes 'YYYY-MM-DD HH:mm:ss' in the device's zone", () => {
    expect(formatCheckinTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });

  it('writes the time of a given zone, with midnight as 00', () => {
    expect(formatCheckinTime(at('2024-03-05T02:03:04Z'), 'America/Bogota')).toBe(
      '2024-03-04 21:03:04',
    );
    expect(formatCheckinTime(at('2024-01-01T00:00:00Z'), 'UTC')).toBe('2024-01-01 00:00:00');
    expect(formatCheckinTime(at('2024-12-31T23:59:59Z'), 'UTC')).toMatch(CHECKIN_TIME);
  });
});

describe('event check-in', () => {
  const now = at('2024-05-01T15:30:00Z');

  it('checks in once and never overwrites the first time', () => {
    expect(eventCheckIn({ checkedin_at: null }, now, 'UTC')).toEqual({
      checked_in: true,
      checkedin_at: '2024-05-01 15:30:00',
    });
    expect(eventCheckIn({ checkedin_at: '2024-05-01 09:00:00' }, now, 'UTC')).toBeNull();
  });

  it('treats a missing time as not checked in', () => {
    expect(isCheckedIn({ checkedin_at: '' })).toBe(false);
    expect(isCheckedIn({ checkedin_at: null })).toBe(false);
    expect(isCheckedIn({ checkedin_at: '2024-05-01 09:00:00' })).toBe(true);
  });

  it('flips an activity check-in, recording or clearing the time', () => {
    expect(toggleActivityCheckIn({ checked_in: false }, now, 'UTC')).toEqual({
      checked_in: true,
      checkedin_at: '2024-05-01 15:30:00',
    });
    expect(toggleActivityCheckIn({ checked_in: true }, now, 'UTC')).toEqual({
      checked_in: false,
      checkedin_at: null,
    });
  });
});

describe('gun code', () => {
  it('wants 24 hex characters mixing digits and letters', () => {
    expect(isGunCode('5f8a1b2c3d4e5f6a7b8c9d0e')).toBe(true);
    expect(isGunCode('5F8A1B2C3D4E5F6A7B8C9D0E')).toBe(true);
    expect(isGunCode('123456789012345678901234')).toBe(false);
    expect(isGunCode('abcdefabcdefabcdefabcdef')).toBe(false);
    expect(isGunCode('5f8a1b2c3d4e5f6a7b8c9d0')).toBe(false);
    expect(isGunCode('5f8a1b2c3d4e5f6a7b8c9d0ee')).toBe(false);
    expect(isGunCode('5f8a1b2c3d4e5f6a7b8c9d0g')).toBe(false);
  });

  it('shows the message for a bad code and clears it for an empty one', () => {
    expect(gunCodeError('abc')).toBe(
      'Por favor  escanea un código válido para ejecutar la búsqueda',
    );
    expect(GUN_CODE_MESSAGE).toContain('favor  escanea');
    expect(gunCodeError('')).toBeNull();
    expect(gunCodeError('5f8a1b2c3d4e5f6a7b8c9d0e')).toBeNull();
  });
});

describe('check-in tags', () => {
  it('rounds the percentage to an integer', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 200)).toBe(1);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('sums the weights of checked-in attendees only', () => {
    const attendees: Pick<Attendee, 'checkedin_at' | 'properties'>[] = [
      {
        checkedin_at: '2024-05-01 10:00:00',
        properties: { email: 'a@b.co', names: 'A', pesovoto: '0.1' },
      },
      {
        checkedin_at: '2024-05-01 10:00:01',
        properties: { email: 'b@b.co', names: 'B', pesovoto: 0.2 },
      },
      { checkedin_at: '2024-05-01 10:00:02', properties: { email: 'c@b.co', names: 'C' } },
      { checkedin_at: null, properties: { email: 'd@b.co', names: 'D', pesovoto: 50 } },
    ];
    expect(weightedAttendance(attendees)).toBe(1.3);
    expect(weightedAttendance([])).toBe(0);
  });
});

describe('activityCheckinSchema', () => {
  const valid = { attendee_id: 'att1', activity_id: 'act1', checkedin_at: '2024-05-01 10:00:00' };

  it('accepts a check-in and an un-check', async () => {
    expect(await errorsOf(activityCheckinSchema, valid)).toEqual([]);
    expect(await errorsOf(activityCheckinSchema, { ...valid, checkedin_at: null })).toEqual([]);
  });

  it('refuses a time without seconds or out of the calendar, and huge text', async () => {
    expect(
      await errorsOf(activityCheckinSchema, { ...valid, checkedin_at: '2024-05-01 10:00' }),
    ).toContain('Fecha no válida');
    expect(
      await errorsOf(activityCheckinSchema, { ...valid, checkedin_at: '2024-02-30 10:00:00' }),
    ).toContain('Fecha no válida');
    expect(await errorsOf(activityCheckinSchema, { ...valid, checkedin_at: ONE_MB })).not.toEqual(
      [],
    );
  });
});
