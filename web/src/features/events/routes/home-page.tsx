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
import { EventCard } from '../../../components/event-card';
import { useT } from '../../../i18n/use-t';
import { usePublicEvents } from '../api/use-public-events';

export default function HomePage() {
  const t = useT();
  const events = usePublicEvents();
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
        {events.status === 'success' ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {events.data.data.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Container>
  );
}
