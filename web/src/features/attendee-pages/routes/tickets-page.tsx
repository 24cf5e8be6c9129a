import { Container, Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { ForbiddenNotice } from '../components/page-states';
import { TicketList } from '../components/ticket-list';
import { useOwnPage } from '../lib/use-own-page';

/**
 * /tickets/{id}: {id} is the USER id, not an event: the user menu links My Tickets to
 * /tickets/{userId} (spec part 1 §2.4). The page lists every ticket of that user; ?event={eventId}
 * (the links from my events) narrows it to one event.
 */
export default function TicketsPage() {
  const t = useT();
  const { userId, own } = useOwnPage();
  const [params] = useSearchParams();
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('page.tickets')}
        </Heading>
        {own ? (
          <TicketList
            eventId={params.get('event')}
            allTo={`/tickets/${encodeURIComponent(userId)}`}
          />
        ) : (
          <ForbiddenNotice />
        )}
      </Stack>
    </Container>
  );
}
