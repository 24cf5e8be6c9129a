import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/**
 * The one dialog frame of the app: title, body, footer, and a close button unless `blocking`
 * (a dialog that must be answered, such as the admin shell's permission error).
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  blocking = false,
  size = 'md',
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  blocking?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={!blocking}
      closeOnEscape={!blocking}
      size={size}
      placement="center"
      lazyMount
      unmountOnExit
      // The field a form marks (FormField autoFocus) rather than the first button or tab.
      initialFocusEl={() => content.current?.querySelector<HTMLElement>('[data-autofocus]') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {blocking ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A cancel button for dialog footers. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="outline" onClick={onClick}>
      {t('common.cancel')}
    </Button>
  );
}

/**
 * "Are you sure?" before a delete: the engine's lists and the set-up screens' own tables ask the
 * same way, each with its own sentence (the spec words some of them).
 */
export function ConfirmDeleteDialog({
  open,
  text,
  busy,
  onCancel,
  onConfirm,
  confirmLabel,
}: {
  open: boolean;
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's text when a screen's spec names its own (default common.delete). */
  confirmLabel?: string;
}) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      title={t('resource.confirmDeleteTitle')}
      testId="confirm-delete"
      footer={
        <>
          <CancelButton onClick={onCancel} />
          <Button colorPalette="red" loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </AppDialog>
  );
}
