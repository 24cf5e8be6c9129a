import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { formatPrice } from '../../../lib/price';
import { useFaqs } from '../api/use-section-content';
import type { MessageKey } from '../../../i18n/es';
import { RichText } from '../../../components/rich-text';
import { SectionError } from '../../../components/section-error';

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
