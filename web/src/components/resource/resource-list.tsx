import { Button, Flex, Heading, Stack, Table } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useAdminEvent } from '../../lib/event/admin-event-context';
import { notify } from '../../lib/notify';
import { LIST_PAGE_SIZE, pageItems } from '../../lib/pagination';
import { eventTimeZone } from '../../lib/resources/field-values';
import type { FormScope, ResourceDefinition } from '../../lib/resources/resource';
import { applySubmitError } from '../../lib/resources/server-errors';
import { searchItems, type SearchResult } from '../../lib/search';
import { Pagination } from '../pagination';
import { SearchBox } from '../search-box';
import { DataTable } from './data-table';
import { DialogResourceForm, InlineResourceForm } from './resource-form';
import { RowActions } from './row-actions';
import { useDeleteConfirmation } from './use-delete-confirmation';
import { ListStatus } from './list-status';

/** What is being edited: a row by id, or a new row (id null). */
type Editing = { id: string | null } | null;

/**
 * The generic admin list: heading, add button, search, table, pagination, the shared form and the
 * delete confirmation, all from one ResourceDefinition. Lives inside the admin shell, which
 * provides the event and the user's access.
 */
export function ResourceList<T extends { _id: string }, I extends object>({
  resource,
}: {
  resource: ResourceDefinition<T, I>;
}) {
  const t = useT();
  const { event, access } = useAdminEvent();
  const data = resource.source.useData({ eventId: event._id });
  const canWrite = resource.canWrite(access);
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Why the open form's last save failed, shown in the form that keeps the values.
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );

  const items = data.list.status === 'success' ? data.list.data : [];
  const found: SearchResult<T> = resource.searchText
    ? searchItems(items, search, resource.searchText)
    : { status: 'all', items };
  const pageSize = resource.pageSize ?? LIST_PAGE_SIZE;
  const shown = pageItems(found.items, page, pageSize);
  const editedItem = editing?.id ? items.find((i) => i._id === editing.id) : undefined;

  async function save(values: I, helpers: FormikHelpers<I>) {
    setFailure(null);
    try {
      if (editing?.id) await data.update(editing.id, values);
      else await data.create(values);
      notify(t(resource.savedMessage ?? 'resource.saved'));
      setEditing(null);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      notify(t(editing?.id ? 'resource.updateFailed' : 'resource.createFailed'), {
        type: 'error',
      });
    }
  }

  function edit(next: Editing) {
    setFailure(null);
    setEditing(next);
  }

  const itemName = resource.itemName;
  const deletion = useDeleteConfirmation<T>({
    text: t('resource.confirmDeleteText'),
    done: t('resource.deleted'),
    remove: (item) => data.remove(item._id),
    failed: itemName
      ? (item: T) => t('resource.deleteFailedNamed', { name: itemName(item) })
      : () => t('resource.deleteFailed'),
  });

  const headers = [
    ...resource.columns.map((c) => ({ key: c.key, label: t(c.header) })),
    ...(canWrite ? [{ key: '__actions', label: t('common.actions') }] : []),
  ];
  const inline = resource.editing === 'inline';
  const cancel = () => edit(null);

  return (
    <Stack gap="5" data-testid={`${resource.name}-list`}>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t(resource.title)}
        </Heading>
        {canWrite ? (
          <Button
            colorPalette="blue"
            onClick={() => {
              edit({ id: null });
              setPage(1);
            }}
            disabled={editing !== null && inline}
          >
            {t(resource.addLabel)}
          </Button>
        ) : null}
      </Flex>
      {resource.searchText ? (
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          status={found.status}
        />
      ) : null}
      <ListStatus state={data.list} />
      {data.list.status === 'success' ? (
        <DataTable
          label={t(resource.title)}
          headers={headers}
          empty={shown.length === 0 && !(inline && editing?.id === null)}
          emptyText={
            found.status === 'all' && resource.emptyText ? t(resource.emptyText) : undefined
          }
          testId={`${resource.name}-table`}
        >
          {inline && editing?.id === null ? (
            <InlineResourceForm
              resource={resource}
              item={undefined}
              onSubmit={save}
              onCancel={cancel}
              scope={scope}
              failure={failure}
            />
          ) : null}
          {shown.map((item) =>
            inline && editing?.id === item._id ? (
              <InlineResourceForm
                key={item._id}
                resource={resource}
                item={item}
                onSubmit={save}
                onCancel={cancel}
                scope={scope}
                failure={failure}
              />
            ) : (
              <Table.Row key={item._id}>
                {resource.columns.map((column) => (
                  <Table.Cell key={column.key}>{column.cell(item)}</Table.Cell>
                ))}
                {canWrite ? (
                  <RowActions
                    onEdit={() => edit({ id: item._id })}
                    editDisabled={editing !== null && inline}
                    onDelete={() => deletion.ask(item)}
                  />
                ) : null}
              </Table.Row>
            ),
          )}
        </DataTable>
      ) : null}
      <Pagination
        total={found.items.length}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
      />
      {!inline && editing !== null ? (
        <DialogResourceForm
          resource={resource}
          item={editedItem}
          onSubmit={save}
          onCancel={cancel}
          scope={scope}
          failure={failure}
        />
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
