import { lazy } from 'react';

/*
 * The registration feature's public entry (the only module other features may import: see
 * scripts/eslint/boundaries.js). The forms are lazily loaded: an importer gets a light wrapper
 * and the form's code downloads when it first renders.
 */
export type { RegistrationMode } from './lib/registration-values';
/** The registration, update or transfer form in a dialog (the landing's buttons open it). */
export const RegistrationDialog = lazy(() => import('./components/registration-dialog'));
/** The login modal's Register tab. */
export const RegisterPanel = lazy(() => import('./components/register-panel'));
