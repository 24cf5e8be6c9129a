import {
  Alert,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Box,
} from '@chakra-ui/react';
import { REQUEST_STATUSES, type MeetingRequest, type RequestStatus } from '@aforo/domain';
import { DateText } from '../../../components/date-text';
import { ListStatus } from '../../../components/resource/list-status';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import { useNetworkingReport } from '../api/networking-report';
import { ContactsReportSection } from '../components/contacts-report';

/** Meetings listed and exported at most (the counts above are exact whatever the number). */
const LISTED = 1000;

/**
 * reportNetworking (part 1 §2.2): the meetings attendees arranged in the event
 * (event_agendas/{eventId}/agendas, which the rules let the event's admins read): exact counts
 * per state by count queries, the meetings with both people, and the export; and the contacts
 * made (accepted contact requests, components/contacts-report.tsx).
 */
export default function ReportNetworkingPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const { meetings, counts, failure } = useNetworkingReport(event._id, LISTED);
  const listed = meetings.status === 'success' ? meetings.data : null;

  const statusLabel = (status: RequestStatus) => t(`reportNetworking.status.${status}`);
  const people = (m: MeetingRequest) => [m.name_requesting, m.email_requesting, m.name, m.email];

  async function exportAll(rows: readonly MeetingRequest[]) {
    await downloadSpreadsheet({
      fileName: `Networking_${ddmmyy()}.xlsx`,
      sheetName: 'Networking',
      columns: [
        { header: t('reportNetworking.requester') },
        { header: t('reportNetworking.requesterEmail') },
        { header: t('reportNetworking.requested') },
        { header: t('reportNetworking.requestedEmail') },
        { header: t('reportNetworking.start') },
        { header: t('reportNetworking.end') },
        { header: t('reportNetworking.state') },
      ],
      rows: rows.map((m) => [
        ...people(m),
        m.timestamp_start,
        m.timestamp_end,
        statusLabel(m.request_status),
      ]),
    });
  }

  return (
    <Stack gap="5" data-testid="report-networking-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('reportNetworking.title')}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          disabled={!listed}
          onClick={() => listed && void exportAll(listed)}
        >
          {t('reportNetworking.export')}
        </Button>
      </HStack>
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Heading as="h2" size="md">
        {t('reportNetworking.meetings')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" data-testid="report-networking-counts">
        <Box borderWidth="1px" rounded="md" p="4">
          <Text color="fg.muted">{t('reportNetworking.total')}</Text>
          <Text fontSize="2xl" fontWeight="semibold">
            {counts ? Object.values(counts).reduce((a, b) => a + b, 0) : '…'}
          </Text>
        </Box>
        {REQUEST_STATUSES.map((status) => (
          <Box key={status} borderWidth="1px" rounded="md" p="4">
            <Text color="fg.muted">{statusLabel(status)}</Text>
            <Text fontSize="2xl" fontWeight="semibold">
              {counts ? counts[status] : '…'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <ListStatus state={meetings} />
      {listed ? (
        <DataTable
          label={t('reportNetworking.meetings')}
          testId="report-networking-table"
          empty={listed.length === 0}
          emptyText={t('reportNetworking.empty')}
          headers={[
            { key: 'requester', label: t('reportNetworking.requester') },
            { key: 'requested', label: t('reportNetworking.requested') },
            { key: 'start', label: t('reportNetworking.start') },
            { key: 'end', label: t('reportNetworking.end') },
            { key: 'state', label: t('reportNetworking.state') },
          ]}
        >
          {listed.map((m) => (
            <Table.Row key={m._id}>
              <Table.Cell>
                {m.name_requesting} ({m.email_requesting})
              </Table.Cell>
              <Table.Cell>
                {m.name} ({m.email})
              </Table.Cell>
              <Table.Cell>
                <DateText value={m.timestamp_start} />
              </Table.Cell>
              <Table.Cell>
                <DateText value={m.timestamp_end} />
              </Table.Cell>
              <Table.Cell>{statusLabel(m.request_status)}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
      <ContactsReportSection eventId={event._id} />
    </Stack>
  );
}
