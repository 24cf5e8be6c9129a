// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, webFixture } from '../../../testing/emulator-session';
import { useAttendeesById, useBadgeData } from './badge-data';

const { eventId, attendeeId } = webFixture();

describe('badge data api (emulator)', () => {
  it('reads the event, its attendees and roles, and attendees by id, for the event admin', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => ({
      data: useBadgeData(eventId),
      byId: useAttendeesById(eventId, [attendeeId]),
      none: useAttendeesById(eventId, []),
    }));
    await waitFor(() => {
      const { data, byId } = result.current;
      expect([data.event.status, data.attendees.status, data.roles.status, byId.status]).toEqual([
        'success',
        'success',
        'success',
        'success',
      ]);
    });
    const { data, byId, none } = result.current;
    expect(data.event.status === 'success' && data.event.data?._id).toBe(eventId);
    expect(data.attendees.status === 'success' && data.attendees.data.map((a) => a._id)).toContain(
      attendeeId,
    );
    expect(byId.status === 'success' && byId.data.map((a) => a._id)).toEqual([attendeeId]);
    // Nothing asked by id: no listener, it waits.
    expect(none.status).toBe('loading');
    unmount();
  });

  it('refuses the attendee list to an attendee', async () => {
    await signInAs('attendee');
    const { result, unmount } = renderHook(() => useBadgeData(eventId));
    await waitFor(() => expect(result.current.attendees.status).toBe('error'));
    unmount();
  });
});
