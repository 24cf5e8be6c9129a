import {
  Alert,
  Button,
  Container,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useState } from 'react';
import { EventCard } from '../../../components/event-card';
import { useT } from '../../../i18n/use-t';
import { hasEnded } from '../../../lib/event/event-ended';
import { usePublicEvents } from '../api/use-public-events';

/** Upcoming (soonest first, as the API lists them) and past (latest first) events. */
function splitByEnd(events: readonly AforoEvent[], now: Date) {
  const upcoming = events.filter((event) => !hasEnded(event, now));
  const past = events
    .filter((event) => hasEnded(event, now))
    .sort((a, b) => b.datetime_to.localeCompare(a.datetime_to));
  return { upcoming, past };
}

export default function HomePage() {
  const t = useT();
  const events = usePublicEvents();
  // The time the page opened: an event ending while someone reads the page stays where it is.
  const [now] = useState(() => new Date());
  const lists = events.status === 'success' ? splitByEnd(events.data.data, now) : null;
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('home.title')}
        </Heading>
        {events.status === 'loading' ? (
          <Stack direction="row" align="center">
            <Spinner size="sm" />
            <Text>{t('home.loading')}</Text>
          </Stack>
        ) : null}
        {events.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {t('home.error', { status: events.error.status, message: events.error.message })}
            </Alert.Title>
            <Button size="sm" ms="auto" onClick={events.reload}>
              {t('home.retry')}
            </Button>
          </Alert.Root>
        ) : null}
        {events.status === 'success' && events.data.data.length === 0 ? (
          <Text>{t('home.empty')}</Text>
        ) : null}
        {lists !== null && lists.upcoming.length === 0 && lists.past.length > 0 ? (
          <Text>{t('home.noUpcoming')}</Text>
        ) : null}
        {lists !== null && lists.upcoming.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="upcoming-events">
            {lists.upcoming.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          </SimpleGrid>
        ) : null}
        {lists !== null && lists.past.length > 0 ? (
          <Stack as="section" gap="4" aria-labelledby="home-past-events">
            <Heading as="h2" size="xl" id="home-past-events">
              {t('home.past')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="past-events">
              {lists.past.map((event) => (
                <EventCard key={event._id} event={event} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
