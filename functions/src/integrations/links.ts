import { apiBaseUrl, publicBaseUrl } from './config';

/** The event's public landing page in the web app. */
export const landingUrl = (eventId: string) =>
  `${publicBaseUrl()}/landing/${encodeURIComponent(eventId)}`;

/** A route of this API as the outside world reaches it (mail links, PayU confirmations). */
export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;
