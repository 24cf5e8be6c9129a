import express from 'express';
import { optionalAuth } from './middleware/auth';
import { errorHandler, notFound } from './middleware/errors';
import { eventsRouter } from './routes/events';

/** The Express app behind the `api` function; served under /api/** by the hosting rewrite. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(express.json({ limit: '2mb' }));
  app.use(optionalAuth);
  app.use('/api/events', eventsRouter);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
