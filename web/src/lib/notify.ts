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

/** AppToaster learns here when to mount its view (at once if a toast came first). */
export function whenToastWanted(mount: () => void): () => void {
  onWanted = mount;
  if (wanted) mount();
  return () => {
    onWanted = null;
  };
}

export function notify(
  title: string,
  { type = 'success', kind = 'general' }: { type?: ToastType; kind?: ToastKind } = {},
) {
  wanted = true;
  onWanted?.();
  void import('./toaster').then(({ toaster }) => {
    toaster.create({ title, type, duration: TOAST_MS[kind] });
  });
}

/** A toast that stays until it is answered, with one action (the app update's Reload). */
export function notifyWithAction(
  id: string,
  title: string,
  action: { label: string; onClick: () => void },
) {
  wanted = true;
  onWanted?.();
  void import('./toaster').then(({ toaster }) => {
    toaster.create({ id, title, type: 'info', duration: Infinity, action });
  });
}
