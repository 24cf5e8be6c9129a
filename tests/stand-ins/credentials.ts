/**
 * The stand-ins' credentials. functions/.env.local and functions/.secret.local hold the same
 * values for the emulator (env-files.test.ts checks it); none of them opens anything real.
 */
export const STAND_IN_CREDENTIALS = {
  zoom: {
    accountId: 'standin-account',
    clientId: 'standin-client',
    clientSecret: 'standin-zoom-secret',
  },
  payu: {
    merchantId: '508029',
    accountId: '512321',
    apiKey: 'standin-payu-api-key',
  },
  smtp: {
    user: 'aforo',
    password: 'standin-smtp-password',
  },
} as const;

/** The five fixed Zoom hosts of the emulator (ZOOM_HOSTS). */
export const STAND_IN_ZOOM_HOSTS = [
  { id: 'host-1', name: 'Sala Aforo 1' },
  { id: 'host-2', name: 'Sala Aforo 2' },
  { id: 'host-3', name: 'Sala Aforo 3' },
  { id: 'host-4', name: 'Sala Aforo 4' },
  { id: 'host-5', name: 'Sala Aforo 5' },
] as const;
