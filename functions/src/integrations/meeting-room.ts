import {
  durationMinutes,
  zoomStartTime,
  type MeetingRequest,
  type MeetingVideo,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { EVENT_TIME_ZONE, zoomHosts } from '../config';
import { meetingRequestRef } from './refs';
import { ZoomError, zoomClient, type ZoomMeeting } from './zoom';

const chatFallback = (reason: NonNullable<MeetingVideo['fallback_reason']>): MeetingVideo => ({
  platform: 'chat',
  meeting_id: null,
  join_url: null,
  fallback_reason: reason,
});

/**
 * The video room of a just-accepted meeting (part 3 §4.3): a Zoom room at the meeting's time with
 * the first of the five hosts that is free then (Zoom's 400 means that host is busy), or the
 * private chat when Zoom is not configured, fails, or has no free host. Never throws: the
 * acceptance is already stored, and a meeting without Zoom still takes place.
 */
export async function meetingVideoFor(
  meeting: Pick<MeetingRequest, 'name' | 'name_requesting' | 'timestamp_start' | 'timestamp_end'>,
): Promise<MeetingVideo> {
  let hosts;
  try {
    hosts = zoomHosts();
  } catch {
    return chatFallback('not_configured');
  }
  if (hosts.length === 0) return chatFallback('not_configured');
  const request = {
    topic: `Reunión: ${meeting.name_requesting} y ${meeting.name}`.slice(0, 200),
    type: 2 as const,
    start_time: zoomStartTime(meeting.timestamp_start),
    duration: durationMinutes(meeting.timestamp_start, meeting.timestamp_end),
    timezone: EVENT_TIME_ZONE,
    agenda: '',
    settings: { join_before_host: true, waiting_room: false },
  };
  for (const host of hosts) {
    let room: ZoomMeeting;
    try {
      room = await zoomClient().createMeeting(host.id, request);
    } catch (err) {
      if (err instanceof ZoomError && err.status === 400) continue;
      logger.warn('Zoom room for a meeting request failed: the private chat stands in', {
        status: err instanceof ZoomError ? err.status : null,
        message: err instanceof Error ? err.message : String(err),
      });
      return chatFallback('unavailable');
    }
    return {
      platform: 'zoom',
      meeting_id: room.id,
      join_url: room.join_url,
      fallback_reason: null,
    };
  }
  return chatFallback('busy');
}

/** Gives an accepted meeting its room and stores it on the request, where both people read it. */
export async function attachMeetingVideo(
  eventId: string,
  meeting: MeetingRequest,
): Promise<MeetingVideo> {
  const video = await meetingVideoFor(meeting);
  await meetingRequestRef(eventId, meeting._id).update({
    video,
    updated_at: FieldValue.serverTimestamp(),
  });
  return video;
}
