import { EventDates } from './event-dates';
import { AspectRatio, Box, Card, Heading, Image, Link, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/use-t';

/** The event's own picture, else its card or banner image from the landing's styles. */
function eventCardImage(event: AforoEvent): string | null {
  const styles = event.styles ?? {};
  return event.picture ?? styles.event_image ?? styles.banner_image ?? null;
}

/**
 * An event in a list: its image (or its initial on the brand colour when it has none), name
 * linking to the landing, dates and place. `eagerImage` for the cards in the first screen.
 */
export function EventCard({
  event,
  eagerImage = false,
}: {
  event: AforoEvent;
  eagerImage?: boolean;
}) {
  const t = useT();
  const image = eventCardImage(event);
  return (
    <Card.Root as="article" variant="outline" data-testid="event-card" overflow="hidden">
      <AspectRatio ratio={16 / 9}>
        {image ? (
          // Decorative: the name beside it is the card's text and link.
          <Image
            src={image}
            alt=""
            width={640}
            height={360}
            objectFit="cover"
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
            data-testid="event-card-image"
          />
        ) : (
          <Box bg="blue.700" color="white" aria-hidden="true" data-testid="event-card-image">
            <Text fontSize="5xl" fontWeight="bold">
              {event.name.trim().charAt(0).toUpperCase()}
            </Text>
          </Box>
        )}
      </AspectRatio>
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
        {event.address ? <Text color="gray.700">{event.address}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}
