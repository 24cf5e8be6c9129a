/**
 * The landing's public entry: what other features may use of it (the admin's live preview of an
 * event's appearance paints with the same theme function as the landing).
 */
export { landingTheme, readableOn, type LandingTheme } from './lib/theme';
/** The visitor's own registration to the event, live (the product section's bid form asks). */
export { useMyRegistration, type MyRegistration } from './api/use-my-registration';
/** What a landing section shows when its content could not be read. */
export { SectionError } from './components/section-error';
