/*
 * The event set-up's public entry (scripts/eslint/boundaries.js): the fields editor of
 * Recopilación de datos also edits an organization's member fields (Configuración miembros).
 */
export { FieldsEditor, type FieldsTarget } from './components/fields-editor';
