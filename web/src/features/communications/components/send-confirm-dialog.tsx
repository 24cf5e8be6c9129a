import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';

/**
 * "Se enviará a N destinatarios. ¿Continuar?": asked before a mail goes to more than one person.
 * The page made the send's idempotency key when it opened this; confirming again (a double
 * click, a retry after an error) sends with the same key, so the mails go out once.
 */
export function SendConfirmDialog({
  open,
  count,
  subject,
  sending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  count: number;
  subject: string;
  sending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!sending) onClose();
      }}
      title={t('communications.confirmTitle')}
      testId="send-confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={sending} data-autofocus>
            {t('communications.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{t('communications.confirmText', { count })}</Text>
        <Text>{t('communications.previewSubject', { subject })}</Text>
        {error ? (
          <Alert.Root status="error" data-testid="send-confirm-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
