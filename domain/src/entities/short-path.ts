/*
 * An event's short address, /{short_path} (spec part 1 §2.1 "a few fixed paths lead to specific
 * events"): chosen by the organizer in the event's settings, unique across the platform (the API
 * claims `short_paths/{path}` in a transaction) and resolved by the web app at run time.
 * Yup-free: the router's fallback route reads it without loading the schemas.
 */

/** Lower-case letters, digits and inner dashes, 3 to 40 characters ("feria2027", "expo-sur"). */
export const SHORT_PATH_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

/**
 * The first segments of the app's own addresses, and of what hosting serves beside it: a short
 * path never hides one of them. web/src/app/router.test.ts fails when a route of the router is
 * missing here.
 */
export const RESERVED_SHORT_PATHS: readonly string[] = [
  'landing',
  'event',
  'social',
  'notfound',
  'page',
  'my_events',
  'create-event',
  'profile',
  'organization',
  'admin',
  'purchase',
  'eventedit',
  'tickets',
  'about',
  'terms',
  'privacy',
  'policies',
  'faqs',
  'querytesting',
  'api',
  'transition',
  'eventfinished',
  'meetings',
  'account',
  'eventadmin',
  'orgadmin',
  // Served by hosting and the functions, not by the router.
  'auth',
  'assets',
  'workbox',
  'sw',
  'index',
];

/** The stored form of a typed short path: trimmed, without slashes, lower case. */
export function normalizeShortPath(value: string): string {
  return value
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** Why a (normalized) short path cannot be used, or null when it can. */
export function shortPathProblem(path: string): 'shortPathChars' | 'shortPathReserved' | null {
  if (!SHORT_PATH_PATTERN.test(path)) return 'shortPathChars';
  if (RESERVED_SHORT_PATHS.includes(path)) return 'shortPathReserved';
  return null;
}
