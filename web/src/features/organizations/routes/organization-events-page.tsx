import {
  Alert,
  Box,
  Container,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useParams } from 'react-router-dom';
import { EventCard } from '../../../components/event-card';
import { PageLoader } from '../../../components/page-loader';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { landingTheme, readableOn } from '../../../lib/landing-theme';
import { useOrganization, useOrganizationEvents } from '../api/organization-api';
import { organizationsMessages } from '../messages';

function EventList({ title, events }: { title: string; events: readonly AforoEvent[] }) {
  const t = useT();
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {events.length === 0 ? <Text>{t('organizations.noEvents')}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {events.map((event) => (
          <EventCard key={event._id} event={event} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function OrganizationEvents() {
  const t = useT();
  const { id = '' } = useParams();
  const organization = useOrganization(id);
  const events = useOrganizationEvents(id, organization.status !== 'loading');
  if (organization.status === 'loading' || events.status === 'loading') return <PageLoader />;
  if (organization.status === 'error' || events.status === 'error') {
    return (
      <Container maxW="4xl" py="8">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('organizations.notFound')}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  // The organization's styles (Apariencia, part 3 §2.9) paint its landing as an event's styles
  // paint the event's: the page and heading colours, each with the text that reads on it.
  const theme = landingTheme(organization.data.styles);
  return (
    <Box data-testid="organization-events" bg={theme.pageBg} color={theme.pageText} minH="100vh">
      <Box
        as="header"
        bg={theme.menuBg}
        color={readableOn(theme.menuBg)}
        data-testid="organization-header"
      >
        <Container maxW="5xl" py="4">
          <HStack gap="4">
            {theme.logo ? <Image src={theme.logo} alt="" maxH="16" /> : null}
            <Heading as="h1" size="2xl">
              {organization.data.name}
            </Heading>
          </HStack>
        </Container>
      </Box>
      {theme.banner ? (
        <Image src={theme.banner} alt="" w="full" maxH="60" objectFit="cover" />
      ) : null}
      <Container maxW="5xl" py="8">
        <Stack gap="8">
          <EventList title={t('organizations.upcoming')} events={events.data.upcoming} />
          <EventList title={t('organizations.past')} events={events.data.past} />
        </Stack>
      </Container>
    </Box>
  );
}

/** /organization/{id}/events (spec part 3 §2.8): the organization's upcoming and past events. */
export default function OrganizationEventsPage() {
  return (
    <MoreMessages messages={organizationsMessages}>
      <OrganizationEvents />
    </MoreMessages>
  );
}
