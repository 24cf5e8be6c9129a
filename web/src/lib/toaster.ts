import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toaster (Chakra's toast store), in its own chunk: it loads with the first toast,
 * not with every page. lib/notify.ts creates the toasts, components/app-toaster.tsx
 * shows them.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });
