import { Alert, Button, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { canWriteContent } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { DocumentsTable } from '../components/documents-table';
import { LoadFailed } from '../components/load-failed';
import { itemsIn, useEventDocuments } from '../api/documents-store';

/**
 * Documents (spec part 2 "Documents section"): the folders and the files outside folders, with
 * the way to the folder screen (/upload) and to each document's permissions (/permission).
 */
export default function DocumentsPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const canWrite = canWriteContent(access, 'documents');
  const list = useEventDocuments(event._id);
  return (
    <Stack gap="5" data-testid="documents-page">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h1" size="2xl">
          {t('documents.title')}
        </Heading>
        {canWrite ? (
          <HStack gap="2">
            <Button colorPalette="blue" asChild>
              <RouterLink to="upload">{t('documents.newFolder')}</RouterLink>
            </Button>
            <Button variant="outline" asChild>
              <RouterLink to="upload#archivos">{t('documents.uploadRoot')}</RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {canWrite ? null : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('documents.readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      {list.status === 'loading' ? <PageLoader /> : null}
      {list.status === 'error' ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {list.status === 'success' ? (
        <DocumentsTable
          eventId={event._id}
          all={list.data}
          items={itemsIn(list.data, null)}
          canWrite={canWrite}
          base=""
          testId="documents-table"
        />
      ) : null}
    </Stack>
  );
}
