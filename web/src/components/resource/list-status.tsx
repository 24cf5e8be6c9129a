import { Alert, Button } from '@chakra-ui/react';
import { useT } from '../../i18n/use-t';
import { PageLoader } from '../page-loader';

/**
 * What a list shows before its rows: a loader while it loads, and "could not load" with a retry
 * when it failed; nothing once it has its rows. Shared by the engine's lists and the screens that
 * lay out their own rows (wall posts, products, offers, news).
 */
export function ListStatus({
  state,
}: {
  /** `message`: the server's own words when it gave some (an API list), else "could not load". */
  state: { status: 'loading' | 'error' | 'success'; retry?: () => void; message?: string };
}) {
  const t = useT();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status !== 'error') return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{state.message ?? t('list.error')}</Alert.Title>
      {state.retry ? (
        <Button size="sm" ms="auto" onClick={state.retry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
