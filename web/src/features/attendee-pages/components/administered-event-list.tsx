import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EventDates } from '../../../components/event-dates';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useAdministeredEvents } from '../api/administered-events';
import { LoadError } from './page-states';

/**
 * "Administrar mis eventos" (spec part 1 §2.4): the events the user administers
 * or works on as staff, each opening its admin, and the way to create one.
 */
export function AdministeredEventList({ userId }: { userId: string }) {
  const t = useT();
  const events = useAdministeredEvents(userId);
  const create = (
    <Button asChild size="sm" colorPalette="blue" alignSelf="start">
      <RouterLink to={`/create-event/${encodeURIComponent(userId)}`}>
        {t('userMenu.createEvent')}
      </RouterLink>
    </Button>
  );
  let body;
  if (events.status === 'loading') body = <PageLoader />;
  else if (events.status === 'error') {
    body = <LoadError error={events.error} onRetry={events.reload} />;
  } else if (events.data.data.length === 0) {
    body = <Text data-testid="administered-empty">{t('attendeePages.noAdministered')}</Text>;
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" data-testid="administered-events">
        {events.data.data.map((event) => (
          <Card.Root as="li" key={event._id} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {event.name}
              </Heading>
              <EventDates
                from={event.datetime_from}
                to={event.datetime_to}
                zone={event.time_zone}
              />
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink
                    to={`/eventadmin/${encodeURIComponent(event._id)}`}
                    aria-label={`${t('attendeePages.administer')}: ${event.name}`}
                  >
                    {t('attendeePages.administer')}
                  </RouterLink>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <RouterLink
                    to={`/landing/${encodeURIComponent(event._id)}`}
                    aria-label={`${t('attendeePages.viewLanding')}: ${event.name}`}
                  >
                    {t('attendeePages.viewLanding')}
                  </RouterLink>
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="3" as="section" aria-labelledby="administered-title">
      <Heading as="h2" size="lg" id="administered-title">
        {t('attendeePages.administered')}
      </Heading>
      {body}
      {create}
    </Stack>
  );
}
