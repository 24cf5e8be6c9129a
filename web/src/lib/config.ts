import { DEFAULT_EVENT_TIME_ZONE } from '@aforo/domain';

/**
 * Build-time settings of a deployment (VITE_* variables). The spec mentions these without giving
 * their values, so a deployment supplies them; without them the feature is simply absent.
 */
function list(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The customer-specific landing of spec part 1 §2.2, e.g. https://cliente.example/e/{eventId}. */
export const CUSTOMER_LANDING_URL = import.meta.env.VITE_CUSTOMER_LANDING_URL ?? '';

export function customerLandingUrl(eventId: string): string | null {
  return CUSTOMER_LANDING_URL ? CUSTOMER_LANDING_URL.replace('{eventId}', eventId) : null;
}

/** Events whose header hides the ticket, event and create entries (spec part 1 §2.4). */
export const RESTRICTED_MENU_EVENT_IDS = list(import.meta.env.VITE_RESTRICTED_MENU_EVENTS);

/** Events whose login modal offers no Register tab (spec part 3 §2.4). */
export const NO_REGISTER_EVENT_IDS = list(import.meta.env.VITE_NO_REGISTER_EVENTS);

/**
 * The zone events' date texts are wall-clock times of (an IANA name), as the functions'
 * AFORO_TIME_ZONE: whether an event is over does not depend on the visitor's own clock zone.
 */
export const EVENT_TIME_ZONE = import.meta.env.VITE_EVENT_TIME_ZONE ?? DEFAULT_EVENT_TIME_ZONE;

/**
 * Where a deployment serves its own platform pages (terms, privacy, policies, about, faqs), as
 * `{base}/{page}.{locale}.html`, e.g. https://cdn.example/aforo-pages; unset, the pages show the
 * texts shipped with the app (features/platform-pages/content.ts). README "Platform pages".
 */
export const PLATFORM_PAGES_URL = (import.meta.env.VITE_PLATFORM_PAGES_URL ?? '').replace(
  /\/+$/,
  '',
);
