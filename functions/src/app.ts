import express, { Router } from 'express';
import './lib/rich-text';
import { Timestamp } from 'firebase-admin/firestore';
import { appOriginContext } from './config';
import { optionalAuth } from './middleware/auth';
import { bodyLimit, errorHandler, notFound } from './middleware/errors';
import { resourcesRouter } from './routes/resource-router';
import { activitiesResource, activitiesRouter } from './routes/activities';
import { attendeesRouter } from './routes/attendees';
import { calendarRouter } from './routes/calendar';
import { checkinRouter } from './routes/checkin';
import { contentExtrasRouter } from './routes/content-extras';
import { contributorsRouter, listStaffRoles } from './routes/contributors';
import { eventDuplicateRouter } from './routes/event-duplicate';
import { eventListsRouter, eventsRouter } from './routes/events';
import { filesRouter } from './routes/files';
import { importRouter } from './routes/import';
import { landingSectionsRouter, publicPagesRouter } from './routes/landing-sections';
import { networkingRouter } from './routes/networking';
import { integrationsRouter } from './routes/integrations';
import { organizationsRouter } from './routes/organizations';
import { contentResources } from './routes/resources';
import { rolesAttendeesResource } from './routes/roles-attendees';
import { sessionRouter } from './routes/session';
import { sharePagesRouter } from './routes/share-pages';
import { ticketsRouter } from './routes/tickets';
import { usersRouter } from './routes/users';

/** Every content kind served by the generic resource router. */
export const RESOURCES = [...contentResources, activitiesResource, rolesAttendeesResource];

/** Stored timestamps travel as ISO text, not as the SDK's {_seconds, _nanoseconds}. */
function jsonReplacer(_key: string, value: unknown): unknown {
  return value instanceof Timestamp ? value.toDate().toISOString() : value;
}

/** The largest request body the API takes (spec: uploads go to Storage, not through the API). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The Express app behind the `api` function; served under /api/** and /auth/** by hosting. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('json replacer', jsonReplacer);
  // The Functions runtime has already parsed the body (up to its own 32 MB) before this app runs,
  // so express.json's limit alone never applies there: bodyLimit checks the raw length first.
  // The e-mail banner call takes an image in its body (part 3 §7 "uploadbase"): its own, larger
  // limit, checked before the API's.
  app.use('/api/files', optionalAuth, filesRouter);
  app.use(bodyLimit(BODY_LIMIT_BYTES));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  // Public pages Hosting sends here (share previews, sitemap): anonymous, before the API's session.
  app.use(sharePagesRouter);
  // Mail and redirect links follow the app origin the request came from (config/links.ts).
  app.use(appOriginContext);
  app.use(optionalAuth);

  const api = Router();
  // First: its /events/zoomhost and /events/{id}/... paths would otherwise reach the event routes.
  api.use(integrationsRouter);
  api.use(calendarRouter, ticketsRouter);
  api.use('/events', eventsRouter);
  api.use(eventListsRouter);
  // Specific event sub-routes first: the generic routes would read 'questionedit' as a kind.
  api.use(
    '/events/:eventId',
    eventDuplicateRouter,
    landingSectionsRouter,
    contentExtrasRouter,
    activitiesRouter,
    resourcesRouter(RESOURCES),
  );
  api.use(checkinRouter, attendeesRouter, importRouter, organizationsRouter, usersRouter);
  api.use(networkingRouter, publicPagesRouter);
  api.use('/contributors', contributorsRouter);
  api.get('/rols', listStaffRoles);

  app.use('/auth', sessionRouter);
  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
