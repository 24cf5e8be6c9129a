import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
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
