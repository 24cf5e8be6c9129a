/**
 * Deployment settings read from the environment, with the defaults the local demo uses. They are
 * not secrets, so plain environment variables (functions/.env on deploy) are enough.
 */

/** Check-in times and "today" are written in the events' own zone, not the server's (UTC). */
export const EVENT_TIME_ZONE = process.env.AFORO_TIME_ZONE ?? 'America/Bogota';

// Links to the web app are built in integrations/links.ts (the one place for origins and ports).
