import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ cors: false }, createApp());
