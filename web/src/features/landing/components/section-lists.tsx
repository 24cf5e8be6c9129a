import { Box, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { formatEventDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/price';
import { useFaqs, usePublishedActivities, usePublishedSpeakers } from '../api/use-section-content';
import type { MessageKey } from '../../../i18n/es';
import { RichText } from '../../../components/rich-text';
import { SectionError } from './section-error';

type ListState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T[] };

/** Loading, error, empty or the items: the same four states in every section. */
function Listing<T extends { _id: string }>({
  state,
  empty,
  testId,
  render,
}: {
  state: ListState<T>;
  empty: MessageKey;
  testId: string;
  render: (item: T) => ReactNode;
}) {
  const t = useT();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <SectionError error={state.error} />;
  if (state.data.length === 0) return <Text data-testid={`${testId}-empty`}>{t(empty)}</Text>;
  return (
    <List.Root variant="plain" gap="3" data-testid={testId}>
      {state.data.map((item) => (
        <List.Item key={item._id} display="block">
          {render(item)}
        </List.Item>
      ))}
    </List.Root>
  );
}

export function AgendaSection({ eventId }: { eventId: string }) {
  const { locale } = useIntl();
  const t = useT();
  return (
    <Listing
      state={usePublishedActivities(eventId)}
      empty="landing.agendaEmpty"
      testId="landing-agenda"
      render={(activity) => (
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="md">
            {activity.name}
          </Heading>
          <Text fontSize="sm">
            {t('event.dates', {
              from: formatEventDate(activity.datetime_start, locale),
              to: formatEventDate(activity.datetime_end, locale),
            })}
          </Text>
          {activity.subtitle ? <Text>{activity.subtitle}</Text> : null}
        </Box>
      )}
    />
  );
}

export function SpeakersSection({ eventId }: { eventId: string }) {
  return (
    <Listing
      state={usePublishedSpeakers(eventId)}
      empty="landing.speakersEmpty"
      testId="landing-speakers"
      render={(speaker) => (
        <Stack direction="row" gap="3" align="center">
          {speaker.image ? (
            <Image src={speaker.image} alt="" boxSize="12" borderRadius="full" objectFit="cover" />
          ) : null}
          <Box>
            <Heading as="h3" size="md">
              {speaker.name}
            </Heading>
            {speaker.profession ? <Text>{speaker.profession}</Text> : null}
          </Box>
        </Stack>
      )}
    />
  );
}

export function FaqsSection({ eventId }: { eventId: string }) {
  return (
    <Listing
      state={useFaqs(eventId)}
      empty="landing.faqsEmpty"
      testId="landing-faqs"
      render={(faq) => (
        <Box>
          <Heading as="h3" size="md">
            {faq.title}
          </Heading>
          <RichText html={faq.content} />
        </Box>
      )}
    />
  );
}

/** The ticket types kept on the event document (the API mirrors them): price, stage, places. */
export function TicketsSection({ event }: { event: AforoEvent }) {
  const t = useT();
  const stages = new Map(event.event_stages.map((s) => [s.stage_id, s.title]));
  return (
    <Listing
      state={{ status: 'success', data: event.tickets }}
      empty="landing.ticketsEmpty"
      testId="landing-tickets"
      render={(ticket) => {
        const stage = ticket.stage_id ? stages.get(ticket.stage_id) : undefined;
        return (
          <Stack gap="0">
            <Text fontWeight="bold">{stage ? `${ticket.title} · ${stage}` : ticket.title}</Text>
            <Text>
              {ticket.price > 0
                ? formatPrice(ticket.price, ticket.currency ?? 'COP')
                : t('landing.ticketFree')}
              {ticket.capacity != null
                ? ` · ${t('landing.ticketCapacity', { n: ticket.capacity })}`
                : ''}
            </Text>
          </Stack>
        );
      }}
    />
  );
}
