import { Router } from 'express';
import { badgesRouter } from './badges';
import { certificatesRouter } from './certificates';
import { eventOrdersRouter } from './event-orders';
import { mailSendersRouter } from './mail-senders';
import { mailingsRouter } from './mailings';
import { meetingRequestsRouter } from './meeting-requests';
import { metricsRouter } from './metrics';
import { notificationsRouter } from './notifications';
import { paymentsRouter } from './payments';
import { qrRouter } from './qr';
import { videoconferenceRouter } from './videoconference';

/**
 * The integrations' routes, mounted at /api (ARCHITECTURE.md §6): Zoom rooms, PayU orders and
 * confirmations, mail senders, QR codes, certificates, badges, metrics. Mount it before the generic
 * routes: /events/zoomhost would otherwise be read as an event id.
 */
export const integrationsRouter = Router();
integrationsRouter.use(
  videoconferenceRouter,
  paymentsRouter,
  mailSendersRouter,
  mailingsRouter,
  meetingRequestsRouter,
  qrRouter,
  certificatesRouter,
  badgesRouter,
  metricsRouter,
  notificationsRouter,
  eventOrdersRouter,
);
