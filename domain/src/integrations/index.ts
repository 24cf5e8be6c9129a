// The integrations' pure rules. The domain's index does not export this folder yet; the functions
// reach it through functions/src/integrations/domain.ts.
export * from './counters.js';
export * from './door-index.js';
export * from './metrics.js';
export * from './payu.js';
export * from './mailings.js';
export * from './requests.js';
export * from './rich-text.js';
export * from './time-zone.js';
export * from './calendar.js';
export * from './zoom.js';
