import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useMyRegistrations } from '../api/my-registrations';
import { onlyEvent } from '../lib/tickets';
import { LoadError } from './page-states';
import { TicketCard } from './ticket-card';

/**
 * The signed-in user's tickets: one per attendee record. `eventId` narrows them to one event
 * (the links from my events); `allTo` is where "all my tickets" leads back to.
 */
export function TicketList({ eventId, allTo }: { eventId: string | null; allTo: string }) {
  const t = useT();
  const registrations = useMyRegistrations();
  if (registrations.status === 'loading') return <PageLoader />;
  if (registrations.status === 'error') {
    return <LoadError error={registrations.error} onRetry={registrations.reload} />;
  }
  const items = onlyEvent(registrations.data.data, eventId);
  return (
    <Stack gap="4">
      {eventId && items[0] ? (
        <Text>{t('attendeePages.onlyEvent', { name: items[0].event.name })}</Text>
      ) : null}
      {items.length === 0 ? <Text>{t('attendeePages.noTickets')}</Text> : null}
      {items.length > 0 ? (
        <Stack as="ul" gap="4" listStyleType="none" data-testid="tickets">
          {items.map((registration) => (
            <TicketCard key={registration._id} registration={registration} />
          ))}
        </Stack>
      ) : null}
      {eventId ? (
        <Link asChild color="blue.800" alignSelf="start">
          <RouterLink to={allTo}>{t('attendeePages.showAll')}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
