import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { EventDocument } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useErrorModal } from '../../../components/error-modal';
import { useT } from '../../../i18n/use-t';
import { DateText } from '../../../components/date-text';
import { downloadFile } from '../../../lib/files/download';
import { itemsIn, removeDocument } from '../api/documents-store';

/** A document's shown name: its title, else its stored name. */
export const documentLabel = (d: Pick<EventDocument, 'title' | 'name' | '_id'>) =>
  d.title || d.name || d._id;

/**
 * The documents of one level (the root or a folder): name, type, who sees it, date, and the
 * actions: open a folder, download a file, its permissions, delete after the spec's confirmation
 * ('Una vez eliminado, no lo podrá recuperar'); a folder goes with the files it holds.
 * `base` is the path from the current screen to the documents section ('' at the root).
 */
export function DocumentsTable({
  eventId,
  all,
  items,
  canWrite,
  base,
  testId,
}: {
  eventId: string;
  /** Every document of the event: a folder's files are deleted with it. */
  all: readonly EventDocument[];
  items: readonly EventDocument[];
  canWrite: boolean;
  base: string;
  testId: string;
}) {
  const t = useT();
  const showError = useErrorModal();
  const deletion = useDeleteConfirmation<EventDocument>({
    text: t('resource.confirmDeleteText'),
    done: t('documents.deleted'),
    async remove(item) {
      try {
        await removeDocument(eventId, item, item.type === 'folder' ? itemsIn(all, item._id) : []);
      } catch (error) {
        throw new Error(t('documents.deleteFailed'), { cause: error });
      }
    },
  });
  // Folders first, then files; each by name.
  const sorted = [...items].sort(
    (a, b) =>
      Number(a.type !== 'folder') - Number(b.type !== 'folder') ||
      documentLabel(a).localeCompare(documentLabel(b)),
  );
  const headers = [
    { key: 'name', label: t('documents.name') },
    { key: 'type', label: t('documents.type') },
    { key: 'access', label: t('documents.access') },
    { key: 'created', label: t('common.createdAt') },
    { key: 'actions', label: t('common.actions') },
  ];
  return (
    <>
      <DataTable
        label={t('documents.title')}
        headers={headers}
        empty={sorted.length === 0}
        testId={testId}
      >
        {sorted.map((item) => {
          const name = documentLabel(item);
          const restricted = item.permissionRol.length > 0 || item.permissionUser.length > 0;
          return (
            <Table.Row key={item._id} data-testid={`document-row-${item._id}`}>
              <Table.Cell>{name}</Table.Cell>
              <Table.Cell>
                {t(item.type === 'folder' ? 'documents.typeFolder' : 'documents.typeFile')}
              </Table.Cell>
              <Table.Cell>
                <Text>
                  {restricted
                    ? t('documents.accessRestricted', {
                        roles: item.permissionRol.length,
                        users: item.permissionUser.length,
                      })
                    : t('documents.accessPublic')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <DateText value={item.created_at} kind="date" />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  {item.type === 'folder' ? (
                    <Button size="xs" variant="outline" asChild>
                      <RouterLink
                        relative="path"
                        to={`${base}upload?folder=${encodeURIComponent(item._id)}`}
                        aria-label={t('documents.open', { name })}
                      >
                        {t('documents.openShort')}
                      </RouterLink>
                    </Button>
                  ) : item.file ? (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('documents.download', { name })}
                      onClick={() => void downloadFile(item.file as string).catch(showError)}
                    >
                      {t('documents.downloadShort')}
                    </Button>
                  ) : null}
                  {canWrite ? (
                    <>
                      <Button size="xs" variant="outline" asChild>
                        <RouterLink
                          relative="path"
                          to={`${base}permission?document=${encodeURIComponent(item._id)}`}
                          aria-label={t('documents.permissions', { name })}
                        >
                          {t('documents.permissionsShort')}
                        </RouterLink>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('documents.deleteLabel', { name })}
                        onClick={() => deletion.ask(item)}
                      >
                        {t('common.delete')}
                      </Button>
                    </>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      {deletion.dialog}
    </>
  );
}
