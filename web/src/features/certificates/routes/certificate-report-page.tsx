import { Alert, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DateText } from '../../../components/date-text';
import { PageLoader } from '../../../components/page-loader';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useCertificateDownloads } from '../api/own-certificates';

/**
 * reporte-certificados: who downloaded which certificate, latest first (the API records each
 * attendee's own download; GET certificate-downloads is the event admins').
 */
export default function CertificateReportPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const report = useCertificateDownloads(event._id);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('certificates.report.title')}
      </Heading>
      <Text>{t('certificates.report.description')}</Text>
      {report.status === 'loading' ? <PageLoader /> : null}
      {report.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{report.error.message}</Alert.Title>
          <Button size="sm" ms="auto" onClick={report.reload}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {report.status === 'success' ? (
        <DataTable
          label={t('certificates.report.title')}
          testId="certificate-report"
          empty={report.data.length === 0}
          emptyText={t('certificates.report.empty')}
          headers={[
            { key: 'attendee', label: t('certificates.report.attendee') },
            { key: 'email', label: t('certificates.report.email') },
            { key: 'certificate', label: t('certificates.report.certificate') },
            { key: 'count', label: t('certificates.report.count') },
            { key: 'first', label: t('certificates.report.first') },
            { key: 'last', label: t('certificates.report.last') },
          ]}
        >
          {report.data.map((row) => (
            <Table.Row key={row._id} data-testid={`certificate-download-${row._id}`}>
              <Table.Cell>{row.attendee_name}</Table.Cell>
              <Table.Cell>{row.attendee_email}</Table.Cell>
              <Table.Cell>{row.certificate_name}</Table.Cell>
              <Table.Cell>{row.count}</Table.Cell>
              <Table.Cell>
                <DateText value={row.first_downloaded_at} />
              </Table.Cell>
              <Table.Cell>
                <DateText value={row.last_downloaded_at} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
