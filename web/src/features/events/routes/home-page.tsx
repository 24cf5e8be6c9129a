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
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { hasEnded } from '../../../lib/event/event-ended';
import { searchItems } from '../../../lib/search';
import { usePublicEvents } from '../api/use-public-events';

/** What the search box looks in: the name and where it happens (venue, address with its city). */
const searchText = (event: AforoEvent) => `${event.name} ${event.venue} ${event.address}`;

/** The first cards are in the first screen: their images load at once, the others lazily. */
const EAGER_IMAGES = 3;

export default function HomePage() {
  const t = useT();
  const events = usePublicEvents();
  const [query, setQuery] = useState('');
  // The time the page opened: an event ending while someone reads the page stays where it is.
  const [now] = useState(() => new Date());
  const failed = [events.upcoming, events.past].find((list) => list.status === 'error');
  const loaded = events.upcoming.status === 'success' && events.past.status === 'success';
  // The lists are split by end on the server; one that ended since its answer moves to past.
  const all = [
    ...(events.upcoming.status === 'success' ? events.upcoming.data.data : []),
    ...(events.past.status === 'success' ? events.past.data.data : []),
  ];
  const upcomingAll = all.filter((event) => !hasEnded(event, now));
  const pastAll = all
    .filter((event) => hasEnded(event, now))
    .sort((a, b) => b.datetime_to.localeCompare(a.datetime_to));
  const upcoming = searchItems(upcomingAll, query, searchText);
  const past = searchItems(pastAll, query, searchText);
  const searching = upcoming.status === 'matches' || upcoming.status === 'no-results';
  const noneFound = searching && upcoming.items.length === 0 && past.items.length === 0;
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('home.title')}
        </Heading>
        {/* There from the first frame (while the lists load too): the cards never move down
            when it appears. Each list shows as soon as it answers, past events below. */}
        {!loaded || all.length > 0 ? (
          <Stack gap="1" role="search" aria-label={t('home.searchLabel')}>
            <Text fontSize="sm" color="fg.muted">
              {t('home.searchHint')}
            </Text>
            <SearchBox
              value={query}
              onChange={setQuery}
              status={
                noneFound ? 'no-results' : upcoming.status === 'too-short' ? 'too-short' : 'all'
              }
            />
          </Stack>
        ) : null}
        {!loaded && failed === undefined ? (
          <Stack direction="row" align="center">
            <Spinner size="sm" />
            <Text>{t('home.loading')}</Text>
          </Stack>
        ) : null}
        {failed?.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {t('home.error', { status: failed.error.status, message: failed.error.message })}
            </Alert.Title>
            <Button size="sm" ms="auto" onClick={failed.reload}>
              {t('home.retry')}
            </Button>
          </Alert.Root>
        ) : null}
        {loaded && all.length === 0 ? <Text>{t('home.empty')}</Text> : null}
        {loaded && !searching && upcomingAll.length === 0 && pastAll.length > 0 ? (
          <Text>{t('home.noUpcoming')}</Text>
        ) : null}
        {loaded && searching && upcoming.items.length === 0 && past.items.length > 0 ? (
          <Text>{t('home.noUpcomingMatch')}</Text>
        ) : null}
        {events.upcoming.status === 'success' && upcoming.items.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="upcoming-events">
            {upcoming.items.map((event, index) => (
              <EventCard key={event._id} event={event} eagerImage={index < EAGER_IMAGES} />
            ))}
          </SimpleGrid>
        ) : null}
        {events.past.status === 'success' && past.items.length > 0 ? (
          <Stack as="section" gap="4" aria-labelledby="home-past-events">
            <Heading as="h2" size="xl" id="home-past-events">
              {t('home.past')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="past-events">
              {past.items.map((event) => (
                <EventCard key={event._id} event={event} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
