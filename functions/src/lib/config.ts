/**
 * Deployment settings read from the environment, with the defaults the local demo uses. They are
 * not secrets, so plain environment variables (functions/.env on deploy) are enough.
 */

/** Check-in times and "today" are written in the events' own zone, not the server's (UTC). */
export const EVENT_TIME_ZONE = process.env.AFORO_TIME_ZONE ?? 'America/Bogota';

/** The web origin links in mails point at (the hosting emulator locally). */
export const WEB_ORIGIN = process.env.AFORO_WEB_ORIGIN ?? 'http://127.0.0.1:5000';
