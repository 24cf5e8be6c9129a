import { Card, Heading, Link, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { formatEventDate } from '../lib/dates';

export function EventCard({ event }: { event: AforoEvent }) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <Card.Root as="article" variant="outline" data-testid="event-card">
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          <Link asChild color="blue.800">
            <RouterLink to={`/landing/${event._id}`}>{event.name}</RouterLink>
          </Link>
        </Heading>
        <Text color="gray.700">
          {t('event.dates', {
            from: formatEventDate(event.datetime_from, locale),
            to: formatEventDate(event.datetime_to, locale),
          })}
        </Text>
        {event.venue ? (
          <Text color="gray.700">
            {t('event.venue')}: {event.venue}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
