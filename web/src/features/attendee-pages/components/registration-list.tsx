import { EventDates } from '../../../components/event-dates';
import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { DEFAULT_PAGE_SIZE, pageItems } from '../../../lib/pagination';
import {
  MY_REGISTRATIONS_LIMIT,
  useMyRegistrations,
  type MyRegistration,
} from '../api/my-registrations';
import { LoadError } from './page-states';

/** The signed-in user's registrations, each linking to its landing and its tickets. */
export function RegistrationList({ userId }: { userId: string }) {
  const t = useT();
  const registrations = useMyRegistrations();
  const [page, setPage] = useState(1);
  if (registrations.status === 'loading') return <PageLoader />;
  if (registrations.status === 'error') {
    return <LoadError error={registrations.error} onRetry={registrations.reload} />;
  }
  const items = registrations.data.data;
  if (items.length === 0) {
    return (
      <Stack gap="3" align="start" data-testid="my-events-empty">
        <Text>{t('attendeePages.noEvents')}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/">{t('attendeePages.seeEvents')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" data-testid="my-events">
        {pageItems(items, page, DEFAULT_PAGE_SIZE).map((registration) => (
          <RegistrationCard key={registration._id} registration={registration} userId={userId} />
        ))}
      </Stack>
      {/* The API answers at most this many and has no next page to ask for. */}
      {items.length >= MY_REGISTRATIONS_LIMIT ? (
        <Text color="fg.muted" fontSize="sm">
          {t('attendeePages.firstOnly', { count: MY_REGISTRATIONS_LIMIT })}
        </Text>
      ) : null}
      <Pagination total={items.length} page={page} onPageChange={setPage} />
    </Stack>
  );
}

function RegistrationCard({
  registration,
  userId,
}: {
  registration: MyRegistration;
  userId: string;
}) {
  const t = useT();
  const { event } = registration;
  const landing = `/landing/${encodeURIComponent(event._id)}`;
  const tickets = `/tickets/${encodeURIComponent(userId)}?event=${encodeURIComponent(event._id)}`;
  return (
    <Card.Root as="li" variant="outline" data-testid={`my-event-${event._id}`}>
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          <Link asChild color="blue.800">
            <RouterLink to={landing}>{event.name}</RouterLink>
          </Link>
        </Heading>
        <EventDates from={event.datetime_from} to={event.datetime_to} zone={event.time_zone} />
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={landing}
              aria-label={`${t('attendeePages.viewLanding')}: ${event.name}`}
            >
              {t('attendeePages.viewLanding')}
            </RouterLink>
          </Button>
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink
              to={tickets}
              aria-label={`${t('attendeePages.viewTickets')}: ${event.name}`}
            >
              {t('attendeePages.viewTickets')}
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
