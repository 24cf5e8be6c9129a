// @vitest-environment jsdom
import { paths, type RelatedMeetingInput } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, signInAs, stored, webFixture } from '../../../testing/emulator-session';
import { saveLanguageVariants, useLanguageState } from './language-state';

const { eventId, activityId } = webFixture();

const english: RelatedMeetingInput = {
  language: 'Ingles',
  meeting_id: 'sala-en',
  vimeo_id: null,
  bigmarker_id: null,
  state: 'open_meeting_room',
  informative_text: '',
};

describe('language variants api (emulator)', () => {
  it('waits while the activity is not saved yet', () => {
    const { result } = renderHook(() => useLanguageState(eventId, null));
    expect(result.current.status).toBe('loading');
  });

  it('saves an activity variants for the event admin, live', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => useLanguageState(eventId, activityId));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.status === 'success' && result.current.data).toBeUndefined();

    await saveLanguageVariants(eventId, activityId, [english]);
    expect(await stored(paths.languageState(eventId, activityId))).toMatchObject({
      event_id: eventId,
      activity_id: activityId,
      related_meetings: [english],
    });
    await waitFor(() =>
      expect(result.current.status === 'success' && result.current.data?.related_meetings).toEqual([
        english,
      ]),
    );
    unmount();
  });

  it('refuses staff without the admin role', async () => {
    await signInAs('staff');
    expect(await refusal(saveLanguageVariants(eventId, activityId, []))).toBe('permission-denied');
  });
});
