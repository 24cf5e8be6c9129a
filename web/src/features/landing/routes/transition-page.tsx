import { Alert, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { locateEvent } from '../../../lib/event/event-locator';
import { hasEnded } from '../../../lib/event/event-ended';
import { useEventByLocator } from '../../../lib/event/use-event';

/** How long the transition page shows before it moves on. */
export const TRANSITION_MS = 3_000;

/**
 * /transition/{event} (part 1 §2.1): a short stop on the way into an event, which goes on to the
 * event's landing, or to /eventfinished once the event is over.
 */
export default function TransitionPage() {
  const t = useT();
  const navigate = useNavigate();
  const state = useEventByLocator(locateEvent(useParams()));
  const target =
    state.status === 'loaded'
      ? hasEnded(state.event)
        ? '/eventfinished'
        : `/landing/${state.event._id}`
      : null;

  useEffect(() => {
    if (target === null) return undefined;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <Container maxW="3xl" py="12" data-testid="transition-page">
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'loaded' && target !== null ? (
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            {t('landing.transitionTitle', { name: state.event.name })}
          </Heading>
          <Text>{t('landing.transitionText')}</Text>
          <Link asChild textDecoration="underline">
            <RouterLink to={target} replace>
              {t('landing.transitionGo')}
            </RouterLink>
          </Link>
        </Stack>
      ) : null}
      {state.status === 'not-found' || state.status === 'error' ? (
        <Alert.Root
          status={state.status === 'error' ? 'error' : 'info'}
          data-testid="landing-missing"
        >
          <Alert.Indicator />
          <Alert.Title>
            {t(state.status === 'error' ? 'landing.error' : 'landing.notFound')}
          </Alert.Title>
          {state.status === 'error' ? (
            <Button size="sm" ms="auto" onClick={state.retry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
    </Container>
  );
}
