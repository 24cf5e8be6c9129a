import { Container, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { AdministeredEventList } from '../components/administered-event-list';
import { ForbiddenNotice } from '../components/page-states';
import { RegistrationList } from '../components/registration-list';
import { TicketList } from '../components/ticket-list';
import { useOwnPage } from '../lib/use-own-page';

const TABS = ['events', 'tickets'] as const;
type Tab = (typeof TABS)[number];

function tabOf(hash: string): Tab {
  const name = hash.replace(/^#/, '');
  return TABS.find((tab) => tab === name) ?? 'events';
}

/**
 * /eventEdit/{userId} "manage my events" (spec part 1 §2.1, §2.4): the events the user
 * administers with its registrations, and its tickets, as tabs; the address's #events or #tickets anchor says which one is open.
 */
export default function EventEditPage() {
  const t = useT();
  const { userId, own } = useOwnPage();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(hash);
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('page.eventEdit')}
        </Heading>
        {own ? (
          <Tabs.Root
            value={tab}
            onValueChange={(d) => navigate({ pathname, search, hash: d.value }, { replace: true })}
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              <Tabs.Trigger value="events">{t('page.myEvents')}</Tabs.Trigger>
              <Tabs.Trigger value="tickets">{t('page.tickets')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="events">
              <Stack gap="8">
                <AdministeredEventList userId={userId} />
                <Stack gap="3" as="section" aria-labelledby="registrations-title">
                  <Heading as="h2" size="lg" id="registrations-title">
                    {t('attendeePages.registrations')}
                  </Heading>
                  <RegistrationList userId={userId} />
                </Stack>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="tickets">
              <TicketList eventId={null} allTo={`${pathname}#tickets`} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <ForbiddenNotice />
        )}
      </Stack>
    </Container>
  );
}
