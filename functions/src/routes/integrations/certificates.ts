import { Router, type Request, type Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  LIMITS,
  certificateDownloadId,
  certificatePreviewSchema,
  certificateQuerySchema,
  certificateRefusal,
  certificateRequestSchema,
  fillPlaceholders,
  idString,
  placeholderValues,
  richTextToParagraphs,
  type AforoEvent,
  type Attendee,
  type Certificate,
  type CertificateDownload,
  type OwnCertificate,
} from '@aforo/domain';
import {
  requireEvent,
  requireEventAdmin,
  requireEventTeam,
  type EventAccess,
} from '../../lib/access';
import { forbidden, notFoundError } from '../../lib/http-error';
import { eventIdOf } from '../resource-router';
import { readAll, refs } from '../../lib/refs';
import { parseInput, validId, validateValue } from '../../lib/validate';
import { fetchBackground } from '../../integrations/certificates/background';
import { certificatePdf } from '../../integrations/certificates/pdf';

/** Certificates as PDF files (part 1 §7.6). Their CRUD is the generic `certificates` resource. */
export const certificatesRouter = Router();

/** The activities, among those given, the attendee was checked in to. */
async function attendedActivities(
  eventId: string,
  attendeeId: string,
  activityIds: readonly string[],
): Promise<Set<string>> {
  const records = await readAll(
    activityIds.map((id) => refs.activityAttendee(eventId, id, attendeeId)),
  );
  return new Set(
    records.flatMap((snap, i) => (snap.data()?.checked_in === true ? [activityIds[i] ?? ''] : [])),
  );
}

async function refusalFor(eventId: string, certificate: Certificate, attendee: Attendee) {
  const attended = await attendedActivities(eventId, attendee._id, certificate.activity_ids ?? []);
  return certificateRefusal(certificate, attendee, attended);
}

/** Records an attendee's own download: one record per certificate and attendee, counted. */
async function recordDownload(access: EventAccess, certificate: Certificate, attendee: Attendee) {
  const id = certificateDownloadId(certificate._id, attendee._id);
  const ref = refs.certificateDownload(access.eventId, id);
  const now = new Date().toISOString();
  await ref.firestore.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const record: Omit<CertificateDownload, '_id'> = {
      certificate_id: certificate._id,
      certificate_name: certificate.name,
      attendee_id: attendee._id,
      attendee_name: attendee.properties.names,
      attendee_email: attendee.properties.email,
      first_downloaded_at: stored?.first_downloaded_at ?? now,
      last_downloaded_at: now,
      count: (stored?.count ?? 0) + 1,
    };
    tx.set(ref.withConverter(null), { ...record, updated_at: FieldValue.serverTimestamp() });
  });
}

/**
 * The PDF an attendee gets: the template's text with the attendee's and the event's placeholders
 * filled, over its background. The download and the organizer's preview both render with this.
 */
async function renderCertificate(
  event: AforoEvent,
  certificate: Certificate,
  properties: Readonly<Record<string, unknown>> & { names: string },
): Promise<Uint8Array> {
  const { name, venue, address, datetime_from, datetime_to } = event;
  const values = placeholderValues(properties, {
    name,
    venue,
    address,
    datetime_from,
    datetime_to,
  });
  const paragraphs = richTextToParagraphs(certificate.content).map((p) =>
    fillPlaceholders(p, values),
  );
  return certificatePdf({
    paragraphs,
    attendeeName: properties.names,
    title: certificate.name,
    background: await fetchBackground(certificate.background),
  });
}

/** A certificate's PDF as the answer: shown in the browser, or saved when `download`. */
function sendPdf(res: Response, pdf: Uint8Array, download: boolean, fileName: string) {
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`)
    .set('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/**
 * POST /api/events/{eventId}/generatecertificate?download=1: the certificate's template filled
 * with the attendee's properties ([user.names], [event.name], ...), as a PDF. Attendees get their
 * own when they meet its conditions (role, check-in, activities: certificateRefusal), and each
 * such download is recorded for reporte-certificados; the team gets anyone's, unrecorded.
 */
certificatesRouter.post('/events/:eventId/generatecertificate', async (req, res) => {
  const input = await parseInput(certificateRequestSchema, req.body ?? {});
  await answerCertificate(req, res, input);
});

const pdfCertificateQuerySchema = certificateQuerySchema.shape({
  attendee_id: idString().optional(),
});

/**
 * GET /api/events/{eventId}/pdfcertificate/{certificateId}[?attendee_id=&download=1] (part 1
 * §7.6 pdfcertificate): the same PDF as generatecertificate, for clients that fetch a certificate
 * by its address; same rules, and an attendee's own download is recorded the same way.
 */
certificatesRouter.get('/events/:eventId/pdfcertificate/:certificateId', async (req, res) => {
  const certificate_id = validId(req.params.certificateId, 'Certificado no encontrado');
  const { attendee_id } = await parseInput(pdfCertificateQuerySchema, req.query);
  await answerCertificate(req, res, { certificate_id, attendee_id });
});

async function answerCertificate(
  req: Request,
  res: Response,
  input: { certificate_id: string; attendee_id?: string | null | undefined },
) {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.isMember);
  const { download } = await validateValue(certificateQuerySchema, req.query);
  const attendeeId = input.attendee_id ?? access.attendeeId;
  if (!attendeeId) throw notFoundError('Asistente no encontrado');
  const own = attendeeId === access.attendeeId;
  if (!own && !access.isTeam) throw forbidden();
  const [certificateSnap, attendeeSnap] = await Promise.all([
    refs.eventContentItem(access.eventId, 'certificates', input.certificate_id).get(),
    refs.attendee(access.eventId, attendeeId).get(),
  ]);
  const certificate = certificateSnap.data();
  const attendee = attendeeSnap.data();
  if (!certificate) throw notFoundError('Certificado no encontrado');
  if (!attendee) throw notFoundError('Asistente no encontrado');
  if (!access.isTeam) {
    const refusal = await refusalFor(access.eventId, certificate, attendee);
    if (refusal) throw forbidden(refusal);
  }
  const pdf = await renderCertificate(access.event, certificate, attendee.properties);
  if (own && !access.isTeam) await recordDownload(access, certificate, attendee);
  sendPdf(res, pdf, download === '1', 'certificado.pdf');
}

/** Whom a preview is made out to when no attendee is chosen. */
const SAMPLE_ATTENDEE = { names: 'Nombre del asistente', email: 'asistente@ejemplo.com' };

/**
 * POST /api/events/{eventId}/certificates/{certificateId}/preview: the PDF exactly as an attendee
 * gets it (the same renderer as generatecertificate), made out to a chosen attendee or to sample
 * data, for the team. Nothing is recorded and nobody's eligibility is checked: it is a preview.
 */
certificatesRouter.post(
  '/events/:eventId/certificates/:certificateId/preview',
  async (req, res) => {
    const access = await requireEventTeam(req, eventIdOf(req));
    const certificateId = validId(req.params.certificateId, 'Certificado no encontrado');
    const input = await parseInput(certificatePreviewSchema, req.body ?? {});
    const [certificateSnap, attendeeSnap] = await Promise.all([
      refs.eventContentItem(access.eventId, 'certificates', certificateId).get(),
      input.attendee_id ? refs.attendee(access.eventId, input.attendee_id).get() : null,
    ]);
    const certificate = certificateSnap.data();
    if (!certificate) throw notFoundError('Certificado no encontrado');
    let properties: Readonly<Record<string, unknown>> & { names: string };
    if (attendeeSnap) {
      const attendee = attendeeSnap.data();
      if (!attendee) throw notFoundError('Asistente no encontrado');
      properties = attendee.properties;
    } else {
      properties = {
        names: input.sample?.names || SAMPLE_ATTENDEE.names,
        email: input.sample?.email || SAMPLE_ATTENDEE.email,
      };
    }
    const pdf = await renderCertificate(access.event, certificate, properties);
    sendPdf(res, pdf, false, 'vista-previa-certificado.pdf');
  },
);

/**
 * GET /api/events/{eventId}/mycertificates: the event's certificates for the caller's attendee
 * record, each with why it may not be downloaded yet (null: it may). 404 for a non-attendee.
 */
certificatesRouter.get('/events/:eventId/mycertificates', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.isMember);
  const attendee = await access.attendee();
  if (!attendee) throw notFoundError('Asistente no encontrado');
  const snap = await refs.eventContent(access.eventId, 'certificates').limit(LIMITS.list).get();
  const certificates = snap.docs.map((d) => d.data());
  const attended = await attendedActivities(access.eventId, attendee._id, [
    ...new Set(certificates.flatMap((c) => c.activity_ids ?? [])),
  ]);
  const answer: OwnCertificate[] = certificates
    .map((c) => ({ _id: c._id, name: c.name, refusal: certificateRefusal(c, attendee, attended) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  res.json(answer);
});

/** GET /api/events/{eventId}/certificate-downloads: reporte-certificados, latest first (admins). */
certificatesRouter.get('/events/:eventId/certificate-downloads', async (req, res) => {
  const access = await requireEventAdmin(req, eventIdOf(req));
  const snap = await refs
    .certificateDownloads(access.eventId)
    .orderBy('last_downloaded_at', 'desc')
    .limit(LIMITS.list)
    .get();
  res.json(snap.docs.map((d) => d.data()));
});
