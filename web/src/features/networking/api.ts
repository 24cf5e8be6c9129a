import type { MeetingRequest, NetworkingAttendee, Recommendation } from '@aforo/domain';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { apiFetch } from '../../lib/api-client';
import { useApiRead } from '../../lib/api-query';
import { refs } from '../../lib/firestore/refs';
import { queryKeys } from '../../lib/query-keys';

/** The networking routes of functions/src/routes/networking.ts and the meeting requests'. */
export const networkingApi = {
  attendees: (eventId: string, search = '') =>
    `/api/events/${eventId}/networking/attendees${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  recommendations: (eventId: string) => `/api/events/${eventId}/networking/recommendations`,
  invite: (eventId: string, uid: string) =>
    apiFetch<{ message: string }>(`/api/events/${eventId}/networking/invitations`, {
      method: 'POST',
      body: JSON.stringify({ id_user_requested: uid }),
    }),
  respond: (eventId: string, invitationId: string, response: 'accepted' | 'declined') =>
    apiFetch<{ message: string }>(`/api/events/${eventId}/acceptordecline/${invitationId}`, {
      method: 'PUT',
      body: JSON.stringify({ response }),
    }),
  requestMeeting: async (
    eventId: string,
    body: { receiver_id: string; timestamp_start: string; timestamp_end: string; message: string },
  ) => {
    const created = await apiFetch<{ data: { _id: string } }>(
      `/api/events/${eventId}/meetingrequests`,
      { method: 'POST', body: JSON.stringify(body) },
    );
    // The receiver's mail with the accept and decline links (the app shows it too).
    await apiFetch(`/api/events/${eventId}/meetingrequest/notify`, {
      method: 'POST',
      body: JSON.stringify({ meeting_id: created.data._id }),
    }).catch(() => undefined);
    return created;
  },
  answerMeeting: (eventId: string, meetingId: string, status: 'accepted' | 'rejected') =>
    apiFetch<{ message: string }>(`/api/events/${eventId}/meetingrequests/${meetingId}/answer`, {
      method: 'PUT',
      body: JSON.stringify({ request_status: status }),
    }),
};

export type AttendeesAnswer = { data: NetworkingAttendee[]; total: number };

export type RecommendationsAnswer = { data: Recommendation[] };

/** One meeting request, live (reactfire, inside SocialProviders); `data` undefined: none. */
export function useMeetingRequest(eventId: string, meetingId: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(refs.meetingRequests(db, eventId), meetingId));
  return { status, data: data as MeetingRequest | undefined };
}

/** The event's attendees `uid` may contact, filtered by `search` (the API pages and filters). */
export function useNetworkingAttendees(eventId: string, search: string, uid: string) {
  return useApiRead<AttendeesAnswer>(
    queryKeys.networking.attendees(eventId, search, uid),
    networkingApi.attendees(eventId, search),
    { keepPrevious: true },
  );
}

/** Whom the API recommends `uid` to meet; `ask` false waits (the tab is not open). */
export function useRecommendations(eventId: string, uid: string, ask: boolean) {
  return useApiRead<RecommendationsAnswer>(
    queryKeys.networking.recommendations(eventId, uid),
    ask ? networkingApi.recommendations(eventId) : null,
    { keepPrevious: true },
  );
}
