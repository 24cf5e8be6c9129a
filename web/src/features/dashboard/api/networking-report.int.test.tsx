// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, webFixture } from '../../../testing/emulator-session';
import { useNetworkingReport } from './networking-report';

const { eventId, meetingIds } = webFixture();

describe('networking report api (emulator)', () => {
  it('lists the meetings newest first and counts them per state on the server', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => useNetworkingReport(eventId, 2));
    await waitFor(() => {
      expect(result.current.meetings.status).toBe('success');
      expect(result.current.counts).not.toBeNull();
    });
    const listed = result.current.meetings;
    // Bounded to `listed`, the latest start first; the counts stay exact beyond it.
    expect(listed.status === 'success' && listed.data.map((m) => m._id)).toEqual([
      meetingIds[2],
      meetingIds[1],
    ]);
    expect(result.current.counts).toMatchObject({ pending: 2, accepted: 1, rejected: 0 });
    expect(result.current.failure).toBeNull();
    unmount();
  });

  it('says why when the role may not read the meetings', async () => {
    await signInAs('attendee');
    const { result, unmount } = renderHook(() => useNetworkingReport(eventId, 2));
    await waitFor(() => {
      expect(result.current.meetings.status).toBe('error');
      expect(result.current.failure).not.toBeNull();
    });
    expect(result.current.counts).toBeNull();
    unmount();
  });
});
