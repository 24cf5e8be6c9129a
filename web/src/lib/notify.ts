import { createToaster } from '@chakra-ui/react';

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

/** One toaster for the whole app; components/app-toaster.tsx renders it. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export function notify(
  title: string,
  { type = 'success', kind = 'general' }: { type?: ToastType; kind?: ToastKind } = {},
) {
  toaster.create({ title, type, duration: TOAST_MS[kind] });
}
