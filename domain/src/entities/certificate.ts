import * as yup from 'yup';
import type { Attendee } from './attendee.js';
import type { Timestamps } from './common.js';
import { LIMITS, idList, richText, text, url } from './common.js';

/**
 * A certificate template (fields not shown in the spec): HTML content with attendee placeholders
 * over a background image. Who may get it: every condition set must hold — the listed attendee
 * roles (empty: every role), a check-in at the event when `checked_in_only`, and a check-in at
 * one of the listed activities (empty: no activity needed).
 */
export const certificateSchema = yup.object({
  name: text().required('El nombre es requerido'),
  content: richText(LIMITS.longText).required('El contenido es requerido'),
  background: url().nullable().default(null),
  rol_ids: idList(),
  checked_in_only: yup.boolean().default(false),
  activity_ids: idList(),
});
export type CertificateInput = yup.InferType<typeof certificateSchema>;
export type Certificate = Omit<CertificateInput, 'checked_in_only' | 'activity_ids'> &
  // Templates stored before the conditions existed lack them: read them as "no condition".
  Partial<Pick<CertificateInput, 'checked_in_only' | 'activity_ids'>> &
  Partial<Timestamps> & { _id: string; event_id: string };

/** Why an attendee may not have a certificate yet, in the attendee's words. */
export const CERTIFICATE_REFUSALS = {
  role: 'Este certificado no está disponible para tu rol',
  checkIn: 'Este certificado se entrega a quienes hicieron check-in en el evento',
  activities: 'Este certificado se entrega a quienes asistieron a las actividades indicadas',
} as const;

/**
 * Whether the attendee may get the certificate: null when so, else the first condition it misses.
 * `attendedActivityIds` are the activities it was checked in to (event_activity_attendees).
 */
export function certificateRefusal(
  certificate: Pick<Certificate, 'rol_ids' | 'checked_in_only' | 'activity_ids'>,
  attendee: Pick<Attendee, 'rol_id' | 'checked_in'>,
  attendedActivityIds: ReadonlySet<string>,
): string | null {
  if (certificate.rol_ids.length > 0 && !certificate.rol_ids.includes(attendee.rol_id ?? '')) {
    return CERTIFICATE_REFUSALS.role;
  }
  if (certificate.checked_in_only && !attendee.checked_in) return CERTIFICATE_REFUSALS.checkIn;
  const activities = certificate.activity_ids ?? [];
  if (activities.length > 0 && !activities.some((id) => attendedActivityIds.has(id))) {
    return CERTIFICATE_REFUSALS.activities;
  }
  return null;
}

/** One of the caller's certificates, as GET mycertificates lists them. */
export interface OwnCertificate {
  _id: string;
  name: string;
  /** Null when the attendee may download it; else why not. */
  refusal: string | null;
}

/**
 * "Who downloaded what" (reporte-certificados): one record per attendee and certificate, at
 * events/{eventId}/certificate_downloads/{certificateId}_{attendeeId}, written only by the API.
 */
export interface CertificateDownload {
  _id: string;
  certificate_id: string;
  certificate_name: string;
  attendee_id: string;
  attendee_name: string;
  attendee_email: string;
  /** ISO instants of the first and latest download. */
  first_downloaded_at: string;
  last_downloaded_at: string;
  count: number;
}

export const certificateDownloadId = (certificateId: string, attendeeId: string) =>
  `${certificateId}_${attendeeId}`;
