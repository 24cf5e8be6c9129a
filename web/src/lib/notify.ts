import type * as ToasterModuleType from './toaster';

type ToasterModule = typeof ToasterModuleType;

/** Toast durations of spec part 1 §9. */
export const TOAST_MS = {
  /** General messages. */
  general: 2_000,
  /** The expired-token notice. */
  token: 5_000,
  /** Notifications (agenda, friend requests, room state). */
  notification: 8_000,
} as const;

export type ToastKind = keyof typeof TOAST_MS;
type ToastType = 'success' | 'error' | 'warning' | 'info';

/*
 * The toaster and its view load with the first toast (lib/toaster.ts): most visits show none, and
 * the landing's first JS does without them. The view (components/app-toaster.tsx) mounts once a
 * toast was asked for.
 */
let wanted = false;
let onWanted: (() => void) | null = null;
let toasterModule: Promise<ToasterModule> | null = null;

/** AppToaster learns here when to mount its view (at once if a toast came first). */
export function whenToastWanted(mount: () => void): () => void {
  onWanted = mount;
  if (wanted) mount();
  return () => {
    onWanted = null;
  };
}

/** The toaster's module, fetched once; a failed fetch (offline) is tried again next time. */
function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import('./toaster').catch((error: unknown) => {
    toasterModule = null;
    throw error;
  });
  return toasterModule;
}

function want() {
  wanted = true;
  onWanted?.();
}

/**
 * Fetches the toaster and mounts its view now, while the network is there: a page that must toast
 * offline (the door) calls it on opening, so its first toast needs no chunk from the server.
 */
export function prepareToasts(): void {
  want();
  void loadToaster().catch(() => undefined);
}

export function notify(
  title: string,
  { type = 'success', kind = 'general' }: { type?: ToastType; kind?: ToastKind } = {},
) {
  want();
  loadToaster().then(
    ({ toaster }) => {
      toaster.create({ title, type, duration: TOAST_MS[kind] });
    },
    // Offline before any toast was loaded: the screen's own state still says what happened.
    () => undefined,
  );
}

/** A toast that stays until it is answered, with one action (the app update's Reload). */
export function notifyWithAction(
  id: string,
  title: string,
  action: { label: string; onClick: () => void },
) {
  want();
  loadToaster().then(
    ({ toaster }) => {
      toaster.create({ id, title, type: 'info', duration: Infinity, action });
    },
    () => undefined,
  );
}
