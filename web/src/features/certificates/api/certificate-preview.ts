import type { Attendee } from '@aforo/domain';
import { apiFetchBlob } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** Attendees the preview offers: the latest changed, or the one with a searched e-mail. */
const PICKABLE = 20;

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/**
 * The attendees to make a preview out to: the `PICKABLE` latest, or those with `email` when one
 * is searched (eventusers reads a page, never the whole list).
 */
export function usePickableAttendees(eventId: string, email: string) {
  const filter = email
    ? `&filtered=${encodeURIComponent(JSON.stringify([{ field: 'email', value: email }]))}`
    : '';
  return useApiRead<{ data: Attendee[]; total: number }>(
    queryKeys.certificates.pickable(eventId, email),
    `${eventPath(eventId)}/eventusers?pageSize=${PICKABLE}${filter}`,
  );
}

/** Whom the preview is made out to: an attendee of the event, or sample data. */
export type PreviewSubject = { attendeeId: string } | { sampleName: string };

/**
 * The certificate's PDF exactly as an attendee gets it (the API renders it with the download's
 * generator), made out to `subject`.
 */
export function fetchCertificatePreview(
  eventId: string,
  certificateId: string,
  subject: PreviewSubject,
): Promise<Blob> {
  const body =
    'attendeeId' in subject
      ? { attendee_id: subject.attendeeId }
      : { sample: { names: subject.sampleName.trim() } };
  return apiFetchBlob(
    `${eventPath(eventId)}/certificates/${encodeURIComponent(certificateId)}/preview`,
    { method: 'POST', body: JSON.stringify(body) },
  );
}
