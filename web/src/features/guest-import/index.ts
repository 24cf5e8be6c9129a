/*
 * The guest import's public entry (scripts/eslint/boundaries.js): the wizard works for events or
 * organizations (part 3 §2.10), so the organization admin runs it with its own target.
 */
export { ImportWizard, type ImportTarget } from './routes/import-page';
export { sendBatch } from './api/import-api';
