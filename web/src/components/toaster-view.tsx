import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';
import { toaster } from '../lib/toaster';

/** The toasts on screen (AppToaster mounts it with the first toast): its own chunk. */
export default function ToasterView() {
  const t = useT();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {/* A toast with an action (the app update's Reload) stays until it is answered. */}
            {toast.action ? (
              <>
                <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>
                {/* Ark's own label is English ("Dismiss notification"). */}
                <Toast.CloseTrigger aria-label={t('common.close')} />
              </>
            ) : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
