import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { retryFailedLoads } from '../lib/retriable-lazy';

/** What browsers say when a module (a page's chunk or one it imports) could not be fetched. */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload|Loading chunk|module script/i;

export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

interface Props {
  children: ReactNode;
  /** A new value (the next address, the next toast) clears the failure and loads again. */
  resetKey?: string | number;
  /** Show nothing on failure: for a part with nothing to say (the toasts' frame). */
  silent?: boolean;
}

interface State {
  error: unknown;
}

/**
 * Around every lazily loaded part of the app: a chunk that cannot be fetched (offline on the dev
 * server, a deploy that replaced the files, a dropped connection) shows a message and a retry
 * instead of unmounting the whole tree into a white page. Whatever was saved locally (the door's
 * check-ins) is untouched; the rest of the frame stays usable.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.retry();
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // React reports the error itself (console); the screen says what the user can do.
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.props.silent) return null;
    return <LoadFailed load={isLoadFailure(this.state.error)} onRetry={this.retry} />;
  }
}

function LoadFailed({ load, onRetry }: { load: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Card.Root maxW="xl" m="4" role="alert" data-testid="load-failed">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t(load ? 'app.loadFailed' : 'app.renderFailed')}
        </Heading>
        <Text>{t(load ? 'app.loadFailedHint' : 'app.renderFailedHint')}</Text>
        <Button colorPalette="blue" alignSelf="start" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
