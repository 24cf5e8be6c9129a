import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { API_SECRETS } from './config';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// The secrets are bound here so that a deployed `api` can read them (Zoom and PayU keys).
export const api = onRequest({ cors: false, secrets: API_SECRETS }, createApp());
export * from './triggers';
