import { describe, expect, it } from 'vitest';
import {
  COUNTER_SHARDS,
  attendeeCounterDelta,
  isZeroDelta,
  counterShardPath,
  doorCode,
  isDoorShardId,
  newDoorShardId,
  shardOfAttendee,
  sumCounterShards,
} from './counters';

const registered = { checkedin_at: null };
const checkedIn = { checkedin_at: '2027-03-15 09:00:00' };

describe('attendeeCounterDelta', () => {
  it('counts a new attendee, checked in or not', () => {
    expect(attendeeCounterDelta(null, registered)).toEqual({
      totalAttendees: 1,
      checkedInAttendees: 0,
    });
    expect(attendeeCounterDelta(undefined, checkedIn)).toEqual({
      totalAttendees: 1,
      checkedInAttendees: 1,
    });
  });

  it('counts a check-in and an un-check', () => {
    expect(attendeeCounterDelta(registered, checkedIn)).toEqual({
      totalAttendees: 0,
      checkedInAttendees: 1,
    });
    expect(attendeeCounterDelta(checkedIn, { checkedin_at: '' })).toEqual({
      totalAttendees: 0,
      checkedInAttendees: -1,
    });
  });

  it('uncounts a deleted attendee', () => {
    expect(attendeeCounterDelta(checkedIn, null)).toEqual({
      totalAttendees: -1,
      checkedInAttendees: -1,
    });
  });

  it('ignores edits that change neither', () => {
    expect(isZeroDelta(attendeeCounterDelta(checkedIn, { ...checkedIn }))).toBe(true);
  });

  it('sums to the same totals in any order', () => {
    const writes = [
      attendeeCounterDelta(null, registered),
      attendeeCounterDelta(registered, checkedIn),
      attendeeCounterDelta(checkedIn, null),
    ];
    const sum = (ds: typeof writes) =>
      ds.reduce((a, d) => ({ t: a.t + d.totalAttendees, c: a.c + d.checkedInAttendees }), {
        t: 0,
        c: 0,
      });
    expect(sum([...writes].reverse())).toEqual(sum(writes));
    expect(sum(writes)).toEqual({ t: 0, c: 0 });
  });
});

describe('counter shards', () => {
  it('spreads attendees over every shard, each always to the same one', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `att${i}`);
    const used = new Set(ids.map(shardOfAttendee));
    expect(used.size).toBe(COUNTER_SHARDS);
    expect(shardOfAttendee('att1')).toBe(shardOfAttendee('att1'));
  });

  it("gives each door device a shard of its own, apart from the server's", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newDoorShardId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isDoorShardId(id)).toBe(true);
    expect(newDoorShardId(() => 0.999999)).toBe(`door-${'9'.repeat(20)}`);
    expect(counterShardPath('evt1', 'door-ABCDEFGHIJabcdefghij')).toBe(
      'event_config/evt1/shards/door-ABCDEFGHIJabcdefghij',
    );
    expect(counterShardPath('evt1', 9)).toBe('event_config/evt1/shards/9');
    expect(doorCode('door-ABCDEFGHIJabcdefghij')).toBe('ABCDEF');
    for (const none of [3, null, undefined, 'door-short']) expect(doorCode(none)).toBeNull();
    for (const bad of [10, -1, 1.5, 'door-short', '3', 'door-ABCDEFGHIJabcdefghij/x']) {
      expect(() => counterShardPath('evt1', bad)).toThrow('Invalid counter shard');
    }
  });

  it('sums the shards, missing fields as zero', () => {
    expect(
      sumCounterShards([
        { totalAttendees: 3, checkedInAttendees: 1 },
        { checkedInAttendees: 2 },
        undefined,
      ]),
    ).toEqual({ totalAttendees: 3, checkedInAttendees: 3 });
  });
});
