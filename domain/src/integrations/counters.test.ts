import { describe, expect, it } from 'vitest';
import { attendeeCounterDelta, eventIdOfAttendeesCollection, isZeroDelta } from './counters';

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

describe('eventIdOfAttendeesCollection', () => {
  it('reads the event id of an attendee collection only', () => {
    expect(eventIdOfAttendeesCollection('evt1_event_attendees')).toBe('evt1');
    expect(eventIdOfAttendeesCollection('events')).toBeNull();
    expect(eventIdOfAttendeesCollection('_event_attendees')).toBeNull();
  });
});
