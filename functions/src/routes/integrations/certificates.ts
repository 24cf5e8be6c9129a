import { Router } from 'express';
import { requireEvent } from '../../lib/access';
import { forbidden, notFoundError } from '../../lib/http-error';
import { eventIdOf } from '../../lib/resource-router';
import { refs } from '../../lib/refs';
import { parseInput, validateValue } from '../../lib/validate';
import { certificatePdf } from '../../integrations/certificates/pdf';
import {
  certificateQuerySchema,
  certificateRequestSchema,
  fillPlaceholders,
  placeholderValues,
  richTextToParagraphs,
} from '@aforo/domain';

/** Certificates as PDF files (part 1 §7.6). Their CRUD is the generic `certificates` resource. */
export const certificatesRouter = Router();

/**
 * POST /api/events/{eventId}/generatecertificate?download=1: the certificate's template filled
 * with the attendee's properties ([user.names], [event.name], ...), as a PDF. Attendees get their
 * own when their role is among the certificate's (or it names none); the team gets anyone's.
 */
certificatesRouter.post('/events/:eventId/generatecertificate', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.isMember);
  const input = await parseInput(certificateRequestSchema, req.body ?? {});
  const { download } = await validateValue(certificateQuerySchema, req.query);
  const attendeeId = input.attendee_id ?? access.attendeeId;
  if (!attendeeId) throw notFoundError('Asistente no encontrado');
  if (attendeeId !== access.attendeeId && !access.isTeam) throw forbidden();
  const [certificateSnap, attendeeSnap] = await Promise.all([
    refs.eventContentItem(access.eventId, 'certificates', input.certificate_id).get(),
    refs.attendee(access.eventId, attendeeId).get(),
  ]);
  const certificate = certificateSnap.data();
  const attendee = attendeeSnap.data();
  if (!certificate) throw notFoundError('Certificado no encontrado');
  if (!attendee) throw notFoundError('Asistente no encontrado');
  if (
    !access.isTeam &&
    certificate.rol_ids.length > 0 &&
    !certificate.rol_ids.includes(attendee.rol_id ?? '')
  ) {
    throw forbidden('Este certificado no está disponible para tu rol');
  }
  const { name, venue, address, datetime_from, datetime_to } = access.event;
  const values = placeholderValues(attendee.properties, {
    name,
    venue,
    address,
    datetime_from,
    datetime_to,
  });
  const paragraphs = richTextToParagraphs(certificate.content).map((p) =>
    fillPlaceholders(p, values),
  );
  const pdf = await certificatePdf({
    paragraphs,
    attendeeName: attendee.properties.names,
    title: certificate.name,
  });
  res
    .status(200)
    .type('application/pdf')
    .set(
      'Content-Disposition',
      `${download === '1' ? 'attachment' : 'inline'}; filename="certificado.pdf"`,
    )
    .set('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
});
