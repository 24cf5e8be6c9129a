import { Router } from 'express';
import { attendeeQrPng } from '../../integrations/tickets/qr';
import { validId } from '../../lib/validate';

/** QR codes of attendee ids, what the check-in scanner reads (part 1 §5). */
export const qrRouter = Router();

/**
 * GET /api/generatorQr/{attendeeId}: a PNG QR code of the id. Public on purpose: mails embed it
 * as an image their readers fetch without a session, and it says nothing the URL does not.
 */
qrRouter.get('/generatorQr/:attendeeId', async (req, res) => {
  const attendeeId = validId(req.params.attendeeId, 'Asistente no encontrado');
  const png = await attendeeQrPng(attendeeId);
  res.type('png').set('Cache-Control', 'public, max-age=86400, immutable').send(png);
});
