import { Alert, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DateText } from '../../../components/date-text';
import { PageLoader } from '../../../components/page-loader';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useSentMails } from '../api/messages';

/** messages (Comunicaciones enviadas): every mail queued about the event, with its state. */
export default function MessagesPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const mails = useSentMails(event._id);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('communications.historyTitle')}
      </Heading>
      {mails.status === 'loading' ? <PageLoader /> : null}
      {mails.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{mails.error.message}</Alert.Title>
          <Button size="sm" ms="auto" onClick={mails.reload}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {mails.status === 'success' ? (
        <>
          <Text data-testid="communication-counts">
            {t('communications.history.counts', {
              sent: mails.data.data.filter((m) => m.state === 'SENT').length,
              failed: mails.data.data.filter((m) => m.state === 'ERROR').length,
              pending: mails.data.data.filter((m) => m.state === 'PENDING').length,
            })}
          </Text>
          <DataTable
            label={t('communications.historyTitle')}
            testId="communications-sent"
            empty={mails.data.data.length === 0}
            emptyText={t('communications.history.empty')}
            headers={[
              { key: 'date', label: t('communications.history.date') },
              { key: 'to', label: t('communications.history.to') },
              { key: 'subject', label: t('communications.history.subject') },
              { key: 'kind', label: t('communications.history.kind') },
              { key: 'state', label: t('communications.history.state') },
            ]}
          >
            {mails.data.data.map((mail) => (
              <Table.Row key={mail._id}>
                <Table.Cell>
                  <DateText value={mail.created_at} />
                </Table.Cell>
                <Table.Cell>{mail.to}</Table.Cell>
                <Table.Cell>{mail.subject}</Table.Cell>
                <Table.Cell>{mail.kind}</Table.Cell>
                <Table.Cell>{mail.state}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </>
      ) : null}
    </Stack>
  );
}
