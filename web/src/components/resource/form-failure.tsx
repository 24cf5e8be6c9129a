import { Alert } from '@chakra-ui/react';
import { useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { isNetworkFailure } from '../../lib/resources/server-errors';

/** A save failure the form shows while it keeps what the user typed; null/undefined: none. */
export function isKeptOnFailure(failure: unknown): boolean {
  return failure !== null && failure !== undefined;
}

/**
 * Says that saving failed and that the values are still in the form ("a network
 * failure while saving keeps what the user typed and says so"), with the reason.
 */
export function FormFailure({
  error,
  compact = false,
  title,
}: {
  error: unknown;
  compact?: boolean;
  /** The alert's title when the screen's spec names one (default resource.saveFailedKept). */
  title?: string;
}) {
  const t = useT();
  // A server failure (5xx) has no reason the user can act on: the spec's "try later" instead.
  const serverFailure =
    error instanceof ApiRequestError && error.status >= 500 && error.status < 600;
  const reason = isNetworkFailure(error)
    ? t('resource.saveFailedNetwork')
    : serverFailure
      ? t('resource.tryLater')
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <Alert.Root status="error" size={compact ? 'sm' : 'md'} mb={compact ? '2' : '0'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title data-testid="form-failure">
          {title ?? t('resource.saveFailedKept')}
        </Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
