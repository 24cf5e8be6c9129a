import { initializeApp, type FirebaseOptions } from 'firebase/app';

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-aforo';

/**
 * A `demo-` project never talks to real Firebase: the SDKs go to the local emulators. A real
 * project is configured with VITE_FIREBASE_* variables at build time (README).
 */
export const usesEmulators = projectId.startsWith('demo-');

export const firebaseConfig: FirebaseOptions = {
  projectId,
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  ...(import.meta.env.VITE_FIREBASE_APP_ID ? { appId: import.meta.env.VITE_FIREBASE_APP_ID } : {}),
};

export const firebaseApp = initializeApp(firebaseConfig);

/** Emulator hosts; the emulators listen on 127.0.0.1 only (ENVIRONMENT.md). */
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = {
  auth: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestore: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
} as const;
