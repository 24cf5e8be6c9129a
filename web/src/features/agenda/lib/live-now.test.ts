import type { RoomState } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { liveAndNext } from './live-now';

const activity = (id: string, start: string, end: string) => ({
  _id: id,
  datetime_start: start,
  datetime_end: end,
});

const agenda = [
  activity('a', '2027-03-15 09:00', '2027-03-15 10:00'),
  activity('b', '2027-03-15 10:00', '2027-03-15 11:00'),
  activity('c', '2027-03-15 11:00', '2027-03-15 12:00'),
  activity('d', '2027-03-15 11:00', '2027-03-15 12:30'),
];
// 9:30 in Bogotá (UTC-5).
const now = Date.parse('2027-03-15T14:30:00Z');

describe('liveAndNext', () => {
  it('marks open rooms live and the earliest start ahead as next', () => {
    const rooms = new Map<string, RoomState>([['a', 'open_meeting_room']]);
    const { live, next } = liveAndNext(agenda, rooms, now, 'America/Bogota');
    expect([...live]).toEqual(['a']);
    expect([...next]).toEqual(['b']);
  });

  it("reads the start in the event's zone, not the reader's", () => {
    // 9:30 in Bogotá is 10:30 in New York: in New York's zone, b (10:00) would be past.
    const { next } = liveAndNext(agenda, new Map(), now, 'America/New_York');
    expect([...next]).toEqual(['c', 'd']);
  });

  it('never calls a live activity next, and names every activity that starts at once', () => {
    const rooms = new Map<string, RoomState>([['b', 'open_meeting_room']]);
    const later = Date.parse('2027-03-15T14:59:00Z');
    const { live, next } = liveAndNext(agenda, rooms, later, 'America/Bogota');
    expect([...live]).toEqual(['b']);
    expect([...next]).toEqual(['c', 'd']);
  });

  it('has no next once everything started, and nothing live while rooms are closed', () => {
    const rooms = new Map<string, RoomState>([['d', 'closed_meeting_room']]);
    const { live, next } = liveAndNext(agenda, rooms, Date.parse('2027-03-16T00:00:00Z'), null);
    expect(live.size).toBe(0);
    expect(next.size).toBe(0);
  });
});
