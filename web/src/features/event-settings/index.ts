/*
 * The event settings' public entry (scripts/eslint/boundaries.js): the styles screen works on an
 * organization too (part 3 §2.9), given its target.
 */
export { stylesForm, type StylesTarget } from './lib/event-forms';
