import { apiFetch } from '../../../lib/api-client';

/*
 * Speaker writes through the API. The speakers' list is a live Firestore listener
 * (resources/agenda.ts), which shows these writes by itself: nothing to invalidate.
 */

const speakerUrl = (eventId: string, id: string) =>
  `/api/events/${encodeURIComponent(eventId)}/speakers/${encodeURIComponent(id)}`;

/** Shows or hides a speaker on the landing. */
export async function setSpeakerPublished(
  eventId: string,
  speakerId: string,
  published: boolean,
): Promise<void> {
  await apiFetch(speakerUrl(eventId, speakerId), {
    method: 'PUT',
    body: JSON.stringify({ published }),
  });
}

/** Stores a new order: each speaker's position in `ids` (part 2 §4). */
export async function saveSpeakerOrder(eventId: string, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((id, order) =>
      apiFetch(speakerUrl(eventId, id), { method: 'PUT', body: JSON.stringify({ order }) }),
    ),
  );
}
