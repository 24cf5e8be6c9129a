/*
 * The check-in feature's public entry (the only module other features may import: see
 * scripts/eslint/boundaries.js). The admin frame paints a door's first rows from the device's
 * cache while the event loads.
 */
export { firstRowsFromCache } from './api/first-rows';
