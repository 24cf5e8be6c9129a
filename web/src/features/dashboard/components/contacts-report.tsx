import { Box, Button, Heading, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { ContactsReport } from '@aforo/domain';
import { DateText } from '../../../components/date-text';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { useT } from '../../../i18n/use-t';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import { useContactsReport } from '../api/contacts-report';

type Row = ContactsReport['data'][number];

/**
 * reportNetworking's contacts: the contact requests of the event, an accepted
 * one being a contact made. The requests are their two people's alone in the rules, so the
 * admins read them through the API (exact counts, the newest 1000 listed and exported).
 */
export function ContactsReportSection({ eventId }: { eventId: string }) {
  const t = useT();
  const report = useContactsReport(eventId);
  const ready = report.status === 'success' ? report.data : null;
  const stateOf = (row: Row) =>
    row.response === 'accepted'
      ? t('reportNetworking.contacts.accepted')
      : row.response === 'declined'
        ? t('reportNetworking.contacts.rejected')
        : t('reportNetworking.contacts.pending');
  const dateOf = (row: Row) => (row.created_at ? new Date(row.created_at) : null);
  const updatedOf = (row: Row) => (row.updated_at ? new Date(row.updated_at) : null);
  const rowState = (row: Row) =>
    row.response === 'accepted'
      ? t('reportNetworking.invitations.state.accepted')
      : row.response === 'declined'
        ? t('reportNetworking.invitations.state.declined')
        : t('reportNetworking.invitations.state.sent');
  const responseOf = (row: Row) =>
    row.response === 'accepted'
      ? t('reportNetworking.invitations.response.accepted')
      : row.response === 'declined'
        ? t('reportNetworking.invitations.response.declined')
        : '';

  /** The invitations export with the spec's columns (part 1 §9). */
  async function exportContacts(rows: readonly Row[]) {
    await downloadSpreadsheet({
      fileName: `Contactos_${ddmmyy()}.xlsx`,
      sheetName: 'Contactos',
      columns: [
        { header: t('reportNetworking.invitations.user') },
        { header: t('reportNetworking.invitations.responder') },
        { header: t('reportNetworking.invitations.state') },
        { header: t('reportNetworking.invitations.response') },
        { header: t('reportNetworking.invitations.created') },
        { header: t('reportNetworking.invitations.updated') },
      ],
      rows: rows.map((row) => [
        row.requesting,
        row.requested,
        rowState(row),
        responseOf(row),
        dateOf(row),
        updatedOf(row),
      ]),
    });
  }

  const figures = ready
    ? [
        ['total', t('reportNetworking.contacts.total'), ready.counts.total],
        ['accepted', t('reportNetworking.contacts.accepted'), ready.counts.accepted],
        ['pending', t('reportNetworking.contacts.pending'), ready.counts.pending],
        ['declined', t('reportNetworking.contacts.rejected'), ready.counts.declined],
      ]
    : [];

  return (
    <Box as="section" aria-labelledby="report-contacts" data-testid="report-contacts">
      <HStack justify="space-between" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="report-contacts">
          {t('reportNetworking.contacts')}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          disabled={!ready}
          onClick={() => ready && void exportContacts(ready.data)}
        >
          {t('reportNetworking.contacts.export')}
        </Button>
      </HStack>
      {/* The API's own words (only the event's admins, ...) and a retry, not "could not load". */}
      <ListStatus
        state={{
          status: report.status,
          retry: report.reload,
          message: report.status === 'error' ? report.error.message : undefined,
        }}
      />
      {ready ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" mb="4">
            {figures.map(([key, label, value]) => (
              <Box key={key} borderWidth="1px" rounded="md" p="4">
                <Text color="fg.muted">{label}</Text>
                <Text fontSize="2xl" fontWeight="semibold" data-testid={`report-contacts-${key}`}>
                  {value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <DataTable
            label={t('reportNetworking.contacts')}
            testId="report-contacts-table"
            empty={ready.data.length === 0}
            emptyText={t('reportNetworking.contacts.empty')}
            headers={[
              { key: 'requester', label: t('reportNetworking.requester') },
              { key: 'requested', label: t('reportNetworking.requested') },
              { key: 'state', label: t('reportNetworking.state') },
              { key: 'date', label: t('reportNetworking.contacts.date') },
            ]}
          >
            {ready.data.map((row) => (
              <Table.Row key={row._id}>
                <Table.Cell>{row.requesting}</Table.Cell>
                <Table.Cell>{row.requested}</Table.Cell>
                <Table.Cell>{stateOf(row)}</Table.Cell>
                <Table.Cell>
                  <DateText value={row.created_at} />
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </>
      ) : null}
    </Box>
  );
}
