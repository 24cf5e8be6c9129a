import { Alert, Box, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent, Organization } from '@aforo/domain';
import { useParams } from 'react-router-dom';
import { EventCard } from '../../../components/event-card';
import { PageLoader } from '../../../components/page-loader';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { useApiQuery } from '../../../lib/use-api-query';
import { orgPath } from '../api/organization-api';
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
  const organization = useApiQuery<Organization>(orgPath(id));
  const events = useApiQuery<{ upcoming: AforoEvent[]; past: AforoEvent[] }>(
    orgPath(id, '/events'),
  );
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
  // The organization's banner (its styles, part 3 §2.9) heads its landing; its colours are left
  // to the events' own pages, where the contrast of each pair is checked.
  const banner = organization.data.styles.banner_image;
  return (
    <Box data-testid="organization-events">
      {typeof banner === 'string' && banner ? (
        <Image src={banner} alt="" w="full" maxH="60" objectFit="cover" />
      ) : null}
      <Container maxW="5xl" py="8">
        <Stack gap="8">
          <Heading as="h1" size="2xl">
            {organization.data.name}
          </Heading>
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
