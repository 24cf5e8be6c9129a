/**
 * The landing's public entry: what other features may use of it (the admin's live preview of an
 * event's appearance paints with the same theme function as the landing).
 */
export { landingTheme, readableOn, type LandingTheme } from './lib/theme';
