import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { canWriteContent, type EventDocument } from '@aforo/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope } from '../../../lib/resources/resource';
import { DocumentsTable, documentLabel } from '../components/documents-table';
import { FileUploader } from '../components/file-uploader';
import { FolderNameForm } from '../components/folder-name-form';
import { LoadFailed } from '../components/load-failed';
import { createFolder, itemsIn, renameFolder, useEventDocuments } from '../api/documents-store';

/** The way back to the documents list, from a sub-screen of the section. */
export function BackToDocuments() {
  const t = useT();
  return (
    <Button variant="outline" size="sm" alignSelf="start" asChild>
      <RouterLink relative="path" to="..">
        {t('documents.back')}
      </RouterLink>
    </Button>
  );
}

/**
 * documents/upload, the folder screen (spec part 2 "Documents section", §4, §7). With
 * `?folder={id}`: the folder's name, uploads into it with progress, and its files. Without: a new
 * folder's name (then its screen opens), and uploads of files outside folders.
 */
export default function UploadPage() {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const [params] = useSearchParams();
  const folderId = params.get('folder');
  const canWrite = canWriteContent(access, 'documents');
  const list = useEventDocuments(event._id);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );

  if (list.status === 'loading') return <PageLoader />;
  if (list.status === 'error') return <LoadFailed error={list.error} onRetry={list.retry} />;

  const folder: EventDocument | null = folderId
    ? (list.data.find((d) => d._id === folderId && d.type === 'folder') ?? null)
    : null;
  if (folderId && folder === null) {
    return (
      <Stack gap="4" data-testid="documents-upload-page">
        <BackToDocuments />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('documents.folderMissing')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const files = itemsIn(list.data, folder?._id ?? null).filter((d) => d.type === 'file');
  return (
    <Stack gap="6" data-testid="documents-upload-page">
      <BackToDocuments />
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {folder
            ? `${t('documents.folderTitle')}: ${documentLabel(folder)}`
            : t('documents.newFolder')}
        </Heading>
        <FolderNameForm
          key={folder?._id ?? 'new'}
          initialName={folder?.name ?? ''}
          submitLabel={folder ? 'documents.rename' : 'documents.createFolder'}
          scope={scope}
          readOnly={!canWrite}
          onSave={async (name) => {
            if (folder) {
              await renameFolder(event._id, folder, name);
              notify(t('documents.edited'));
              return;
            }
            const id = await createFolder(event._id, name);
            notify(t('documents.saved'));
            void navigate(`?folder=${encodeURIComponent(id)}`);
          }}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {folder ? t('documents.filesIn') : t('documents.rootTitle')}
        </Heading>
        {canWrite ? (
          <FileUploader eventId={event._id} folder={folder} disabled={!canWrite} />
        ) : null}
        <DocumentsTable
          eventId={event._id}
          all={list.data}
          items={files}
          canWrite={canWrite}
          base="../"
          testId="folder-files-table"
        />
      </Stack>
    </Stack>
  );
}
