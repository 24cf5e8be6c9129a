import { EventDates } from './event-dates';
import { Card, Heading, Link, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/use-t';

export function EventCard({ event }: { event: AforoEvent }) {
  const t = useT();
  return (
    <Card.Root as="article" variant="outline" data-testid="event-card">
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          <Link asChild color="blue.800">
            <RouterLink to={`/landing/${event._id}`}>{event.name}</RouterLink>
          </Link>
        </Heading>
        <EventDates from={event.datetime_from} to={event.datetime_to} zone={event.time_zone} />
        {event.venue ? (
          <Text color="gray.700">
            {t('event.venue')}: {event.venue}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
