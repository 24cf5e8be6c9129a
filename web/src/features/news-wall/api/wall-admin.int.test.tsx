// @vitest-environment jsdom
import { paths } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  refusal,
  signInAs,
  stored,
  storedIds,
  webFixture,
} from '../../../testing/emulator-session';
import {
  deleteComment,
  deletePostComments,
  saveWallSettings,
  setCommentHidden,
  usePostComments,
  useWallSettings,
} from './wall-admin';

const { eventId, wallPostId } = webFixture();

describe('wall admin api (emulator)', () => {
  it('switches comments on and off, live', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => useWallSettings(eventId));
    await waitFor(() => expect(result.current.status).toBe('success'));
    await saveWallSettings(eventId, { comments_enabled: true });
    await waitFor(() =>
      expect(result.current.status === 'success' && result.current.data?.comments_enabled).toBe(
        true,
      ),
    );
    expect(await stored(paths.wallSettings(eventId))).toMatchObject({ comments_enabled: true });
    await saveWallSettings(eventId, { comments_enabled: false });
    await waitFor(() =>
      expect(result.current.status === 'success' && result.current.data?.comments_enabled).toBe(
        false,
      ),
    );
    unmount();
  });

  it('moderates a post comments: hides, deletes, then clears them all', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => usePostComments(eventId, wallPostId));
    await waitFor(() => {
      expect(result.current.status).toBe('success');
      expect(result.current.status === 'success' && result.current.data.length).toBe(2);
    });
    // Oldest first.
    expect(result.current.status === 'success' && result.current.data.map((c) => c._id)).toEqual([
      'c1',
      'c2',
    ]);

    await setCommentHidden(eventId, wallPostId, 'c1', true);
    expect(await stored(paths.wallComment(eventId, wallPostId, 'c1'))).toMatchObject({
      hidden: true,
    });
    await waitFor(() =>
      expect(
        result.current.status === 'success' &&
          result.current.data.find((c) => c._id === 'c1')?.hidden,
      ).toBe(true),
    );

    await deleteComment(eventId, wallPostId, 'c2');
    expect(await storedIds(paths.wallComments(eventId, wallPostId))).toEqual(['c1']);
    await deletePostComments(eventId, wallPostId);
    expect(await storedIds(paths.wallComments(eventId, wallPostId))).toEqual([]);
    await waitFor(() =>
      expect(result.current.status === 'success' && result.current.data.length).toBe(0),
    );
    unmount();
  });

  it('refuses the settings to staff without the admin role', async () => {
    await signInAs('staff');
    expect(await refusal(saveWallSettings(eventId, { comments_enabled: true }))).toBe(
      'permission-denied',
    );
  });
});
