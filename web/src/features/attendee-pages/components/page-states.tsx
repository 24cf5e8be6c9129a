import { Alert, Button } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import type { ApiError } from '../../../lib/api-client';

/** A list that did not load, with a way to try again. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="error" data-testid="attendee-load-error">
      <Alert.Indicator />
      <Alert.Title>
        {t('attendeePages.loadError', { status: error.status, message: error.message })}
      </Alert.Title>
      <Button size="sm" ms="auto" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}

/**
 * What a 403 leaves on screen: the pages under /tickets, /eventEdit and /profile name a user, and
 * only that user may open them (GET /api/users/{id} answers 403 to anyone else).
 */
export function ForbiddenNotice({ message }: { message?: string }) {
  const t = useT();
  return (
    <Alert.Root status="warning" data-testid="attendee-forbidden">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('error.title', { status: 403 })}</Alert.Title>
        <Alert.Description>{message ?? t('attendeePages.forbidden')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
