/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
  readonly VITE_CUSTOMER_LANDING_URL?: string;
  readonly VITE_RESTRICTED_MENU_EVENTS?: string;
  readonly VITE_NO_REGISTER_EVENTS?: string;
  readonly VITE_EVENT_TIME_ZONE?: string;
  readonly VITE_PLATFORM_PAGES_URL?: string;
  readonly VITE_APP_VERSION?: string;
}
