import type {
  Activity,
  ActivityAttendee,
  ActivityTabs,
  RoomState,
  VideoconferencePlatform,
} from '@aforo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET .../videoconference as room managers are answered it (links and password included). */
export interface RoomConfig {
  has_videoconference: boolean;
  platform: VideoconferencePlatform | null;
  meeting_id: string | null;
  host_id: string | null;
  host_name: string | null;
  habilitar_ingreso: RoomState;
  tabs: ActivityTabs;
  join_url: string | null;
  start_url?: string | null;
  key?: string | null;
}

// Not lib/resources' helper: the landing's agenda reads these too, without the resource engine.
const eventApiPath = (eventId: string, path: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}`;

const activityPath = (eventId: string, activityId: string) =>
  `${eventApiPath(eventId, 'activities')}/${encodeURIComponent(activityId)}`;

/**
 * The event's activities as the API answers the signed-in user (`uid`; null waits): the public
 * ones and the EXCLUSIVE ones of its role, which the rules keep out of public lists.
 */
export function useActivitiesForUser(eventId: string, uid: string | null, pageSize: number) {
  return useApiRead<{ data: Activity[] }>(
    queryKeys.agenda.activities(eventId, uid ?? ''),
    uid ? `${eventApiPath(eventId, 'activities')}?pageSize=${pageSize}` : null,
    { keepPrevious: true },
  );
}

/** The signed-in attendee's activities_attendees records (null: not registered, waits). */
export function useMyActivityRecords(eventId: string, attendeeId: string | null) {
  return useApiRead<{ data: ActivityAttendee[] }>(
    queryKeys.agenda.myActivities(eventId, attendeeId ?? ''),
    attendeeId ? eventApiPath(eventId, 'activities_attendees') : null,
    { keepPrevious: true },
  );
}

/** The activities a speaker hosts (GET .../activitiesbyhost/{speakerId}). */
export function useSpeakerActivities(eventId: string, speakerId: string) {
  return useApiRead<{ data: Activity[] }>(
    queryKeys.agenda.speakerActivities(eventId, speakerId),
    `${eventApiPath(eventId, 'activitiesbyhost')}/${encodeURIComponent(speakerId)}`,
  );
}

/**
 * An activity's videoconference: to an attendee the join link while the room is open, to room
 * managers the whole configuration. A null activity (or `ask` false) waits.
 */
export function useRoomConfig<T extends Partial<RoomConfig> = RoomConfig>(
  eventId: string,
  activityId: string | null,
  ask = true,
) {
  return useApiRead<T>(
    queryKeys.agenda.room(eventId, activityId ?? ''),
    activityId && ask ? `${activityPath(eventId, activityId)}/videoconference` : null,
  );
}

/** The platform's Zoom hosts a room can be created under (null: not asked yet). */
export function useZoomHosts(ask: boolean) {
  return useApiRead<{ data: { _id: string; name: string }[] }>(
    queryKeys.agenda.zoomHosts(),
    ask ? '/api/events/zoomhost' : null,
  );
}

/** What a room manager does to an activity's videoconference. */
export type RoomAction =
  | { kind: 'save'; body: object }
  | { kind: 'create'; hostId: string }
  | { kind: 'delete'; meetingId: string };

/**
 * Saves, creates or deletes an activity's videoconference; the configuration is read again
 * after each (the API answers a message, not the new configuration).
 */
export function useRoomAction(eventId: string, activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RoomAction): Promise<{ message?: string }> => {
      const event = encodeURIComponent(eventId);
      if (action.kind === 'save') {
        return apiFetch(`${activityPath(eventId, activityId)}/videoconference`, {
          method: 'PUT',
          body: JSON.stringify(action.body),
        });
      }
      if (action.kind === 'create') {
        return apiFetch(`/api/events/${event}/createmeeting/${encodeURIComponent(activityId)}`, {
          method: 'POST',
          body: JSON.stringify(action.hostId ? { host_id: action.hostId } : {}),
        });
      }
      return apiFetch(`/api/events/${event}/meetings/${encodeURIComponent(action.meetingId)}`, {
        method: 'DELETE',
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.agenda.room(eventId, activityId) }),
  });
}

/** Counts the attendee's entry into an activity's room (once per opening). */
export function enterRoom(eventId: string, activityId: string): Promise<unknown> {
  return apiFetch(`${activityPath(eventId, activityId)}/enter`, { method: 'POST', body: '{}' });
}
