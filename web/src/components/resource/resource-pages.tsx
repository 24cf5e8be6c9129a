import { Alert, Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { useAdminEvent } from '../../lib/event/admin-event-context';
import { notify } from '../../lib/notify';
import { LIST_PAGE_SIZE, pageItems } from '../../lib/pagination';
import { eventTimeZone } from '../../lib/resources/field-values';
import type {
  FormScope,
  ResourceData,
  ResourceDefinition,
  ResourceField,
  ResourcePages,
} from '../../lib/resources/resource';
import { applySubmitError } from '../../lib/resources/server-errors';
import { searchItems, type SearchResult } from '../../lib/search';
import { PageLoader } from '../page-loader';
import { Pagination } from '../pagination';
import { SearchBox } from '../search-box';
import { DataTable } from './data-table';
import { ResourceFieldInput } from './field-input';
import { FormFailure, isKeptOnFailure } from './form-failure';
import { ListStatus } from './list-status';
import { ReorderList } from './reorder-list';
import { isRequired } from './resource-form';
import { RowActions } from './row-actions';
import { useDeleteConfirmation } from './use-delete-confirmation';

type Item = { _id: string };

/** Where a resource's pages are: the list's absolute path and the sub-paths under it. */
export interface PagePaths {
  list: string;
  create: string;
  edit: (id: string) => string;
}

export function pagePaths(
  base: string,
  pages: Pick<ResourcePages<never>, 'create' | 'edit'> | undefined,
): PagePaths {
  const under = (path: string) => (path === '' ? base : `${base}/${path}`);
  return {
    list: base,
    create: under(pages?.create ?? 'new'),
    edit: (id) =>
      under(pages?.edit ? `${pages.edit}/${encodeURIComponent(id)}` : encodeURIComponent(id)),
  };
}

function useScope(): FormScope {
  const { event } = useAdminEvent();
  return useMemo(() => ({ eventId: event._id, timeZone: eventTimeZone(event) }), [event]);
}

/** Asks before deleting, in the resource's words; `after` runs once deleted. */
function useResourceDeletion<T extends Item, I extends object>(
  resource: ResourceDefinition<T, I>,
  data: ResourceData<T, I>,
  after?: () => void,
) {
  const t = useT();
  const pages = resource.pages;
  const itemName = resource.itemName;
  return useDeleteConfirmation<T>({
    text: t(pages?.deleteText ?? 'resource.confirmDeleteText'),
    done: t(pages?.deletedMessage ?? 'resource.deleted'),
    ...(pages?.deleteConfirmLabel ? { confirmLabel: t(pages.deleteConfirmLabel) } : {}),
    remove: async (item) => {
      await data.remove(item._id);
      after?.();
    },
    failed: pages?.deleteFailed
      ? () => t(pages.deleteFailed ?? 'resource.deleteFailed')
      : itemName
        ? (item: T) => t('resource.deleteFailedNamed', { name: itemName(item) })
        : () => t('resource.deleteFailed'),
  });
}

/**
 * The page mode's list: title, links and the add link, search, the table (or the order saved
 * on its own), pagination and the delete confirmation; editing opens the item's page.
 */
export function ResourceListPage<T extends Item, I extends object>({
  resource,
  paths,
}: {
  resource: ResourceDefinition<T, I>;
  paths: PagePaths;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { access } = useAdminEvent();
  const scope = useScope();
  const data = resource.source.useData(scope);
  const canWrite = resource.canWrite(access);
  const pages = resource.pages ?? {};
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deletion = useResourceDeletion(resource, data);

  const items = useMemo(() => {
    const stored = data.list.status === 'success' ? data.list.data : [];
    return pages.sort ? [...stored].sort(pages.sort) : stored;
  }, [data.list, pages.sort]);
  const found: SearchResult<T> = resource.searchText
    ? searchItems(items, search, resource.searchText)
    : { status: 'all', items };
  const pageSize = resource.pageSize ?? LIST_PAGE_SIZE;
  const name = (item: T) => resource.itemName?.(item);
  // Relative to the list's address; '..' is the address above it (the agenda, for its lists).
  const under = (to: string) =>
    to === '..' ? paths.list.slice(0, paths.list.lastIndexOf('/')) : `${paths.list}/${to}`;

  const editLink = (item: T) => (
    <Button asChild size="xs" variant="outline">
      <RouterLink
        to={paths.edit(item._id)}
        aria-label={name(item) === undefined ? undefined : `${t('common.edit')} ${name(item)}`}
      >
        {t('common.edit')}
      </RouterLink>
    </Button>
  );
  const rowLinks = (item: T) =>
    (pages.rowLinks?.(item) ?? []).map((link) => (
      <Button key={link.to} asChild size="xs" variant="outline">
        <RouterLink
          to={under(link.to)}
          aria-label={name(item) === undefined ? undefined : `${t(link.label)} ${name(item)}`}
        >
          {t(link.label)}
        </RouterLink>
      </Button>
    ));

  let rows: ReactNode = null;
  if (data.list.status === 'success' && pages.order) {
    const order = pages.order;
    rows =
      items.length === 0 ? (
        <Text data-testid={`${resource.name}-empty`}>{t(resource.emptyText ?? 'list.empty')}</Text>
      ) : (
        <Stack gap="2">
          {order.help ? <Text color="fg.muted">{t(order.help)}</Text> : null}
          <ReorderList
            items={items}
            itemId={(item) => item._id}
            itemLabel={(item) => name(item) ?? item._id}
            label={t(order.label)}
            testId={`${resource.name}-order`}
            disabled={!canWrite}
            {...(order.failedTitle ? { failedTitle: t(order.failedTitle) } : {})}
            {...(order.savedMessage ? { savedText: t(order.savedMessage) } : {})}
            onSave={(ids) => {
              if (!data.reorder) throw new Error(`The source of ${resource.name} stores no order`);
              return data.reorder(ids, items);
            }}
            renderItem={(item) => (
              <HStack gap="3" wrap="wrap" flex="1" data-testid={`${resource.name}-row`}>
                <Box flex="1" minW="40">
                  {order.renderItem(item)}
                </Box>
                <HStack gap="2">
                  {rowLinks(item)}
                  {canWrite ? (
                    <>
                      {editLink(item)}
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={
                          name(item) === undefined
                            ? undefined
                            : `${t('common.delete')} ${name(item)}`
                        }
                        onClick={() => deletion.ask(item)}
                      >
                        {t('common.delete')}
                      </Button>
                    </>
                  ) : null}
                </HStack>
              </HStack>
            )}
          />
        </Stack>
      );
  } else if (data.list.status === 'success') {
    const headers = [
      ...resource.columns.map((c) => ({ key: c.key, label: t(c.header) })),
      ...(canWrite ? [{ key: '__actions', label: t('common.actions') }] : []),
    ];
    const shown = pageItems(found.items, page, pageSize);
    rows = (
      <>
        <DataTable
          label={t(resource.title)}
          headers={headers}
          empty={shown.length === 0}
          emptyText={
            found.status === 'all' && resource.emptyText ? t(resource.emptyText) : undefined
          }
          testId={`${resource.name}-table`}
        >
          {shown.map((item) => (
            <Table.Row key={item._id}>
              {resource.columns.map((column) => (
                <Table.Cell key={column.key}>{column.cell(item)}</Table.Cell>
              ))}
              {canWrite ? (
                <RowActions
                  {...(name(item) === undefined ? {} : { name: name(item) })}
                  onEdit={() => void navigate(paths.edit(item._id))}
                  onDelete={() => deletion.ask(item)}
                >
                  {pages.rowExtra?.(item)}
                </RowActions>
              ) : null}
            </Table.Row>
          ))}
        </DataTable>
        <Pagination
          total={found.items.length}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
        />
      </>
    );
  }

  return (
    <Stack gap="5" data-testid={`${resource.name}-list`}>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t(resource.title)}
          </Heading>
          {pages.subtitle ? <Text color="fg.muted">{t(pages.subtitle)}</Text> : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          {(pages.links ?? []).map((link) => (
            <Button key={link.to} asChild variant="outline">
              <RouterLink to={under(link.to)}>{t(link.label)}</RouterLink>
            </Button>
          ))}
          {canWrite ? (
            <Button asChild colorPalette="blue">
              <RouterLink to={paths.create}>{t(resource.addLabel)}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {resource.searchText && !pages.order ? (
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
      {rows}
      {deletion.dialog}
    </Stack>
  );
}

/** A link back to the list, as a button. */
function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="outline">
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
}

/** The fields in the order declared, each `section` opening a group under its heading. */
function PageFields<I>({
  fields,
  schema,
  scope,
  readOnly,
}: {
  fields: readonly ResourceField<I>[];
  schema: Parameters<typeof isRequired>[0];
  scope: FormScope;
  readOnly: boolean;
}) {
  const t = useT();
  const groups: { title?: string; fields: ResourceField<I>[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (field.section !== undefined || last === undefined) {
      groups.push({ ...(field.section ? { title: t(field.section) } : {}), fields: [field] });
    } else last.fields.push(field);
  }
  return (
    <>
      {groups.map((group, index) => {
        // No autofocus: a page, not a dialog, and a field's error on blur would move the save
        // button away from the first click.
        const inputs = group.fields.map((field) => (
          <ResourceFieldInput
            key={field.name}
            field={field}
            scope={scope}
            required={isRequired(schema, field.name)}
            readOnly={readOnly}
          />
        ));
        return group.title === undefined ? (
          <Fragment key={index}>{inputs}</Fragment>
        ) : (
          <Stack as="section" key={index} gap="4" aria-label={group.title}>
            <Heading as="h2" size="lg">
              {group.title}
            </Heading>
            {inputs}
          </Stack>
        );
      })}
    </>
  );
}

/**
 * The create page (no item) or an item's edit page: the form of the declaration's fields; a save
 * goes back to the list and says so, a failed one keeps what was typed and says why. With a
 * `view`, a stored item is shown read-only first.
 */
function ResourceEditor<T extends Item, I extends object>({
  resource,
  paths,
  data,
  item,
}: {
  resource: ResourceDefinition<T, I>;
  paths: PagePaths;
  data: ResourceData<T, I>;
  item: T | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { access } = useAdminEvent();
  const scope = useScope();
  const pages = resource.pages ?? {};
  const canWrite = resource.canWrite(access);
  const [editing, setEditing] = useState(item === undefined || pages.view === undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const deletion = useResourceDeletion(resource, data, () => void navigate(paths.list));
  const back = t(pages.backLabel ?? 'resource.back');

  async function save(values: I, helpers: FormikHelpers<I>) {
    setFailure(null);
    try {
      if (item) await data.update(item._id, values);
      else await data.create(values);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      return;
    }
    notify(t(resource.savedMessage ?? 'resource.saved'));
    void navigate(paths.list);
  }

  const title = !item
    ? (pages.createTitle ?? resource.addLabel)
    : editing
      ? (pages.editTitle ?? 'common.edit')
      : (pages.viewTitle ?? pages.editTitle ?? 'common.edit');
  return (
    <Stack gap="5" data-testid={`${resource.name}-editor`} maxW="3xl">
      <Heading as="h1" size="2xl">
        {t(title)}
      </Heading>
      {item && !editing && pages.view ? (
        <Stack gap="4" data-testid={`${resource.name}-view`}>
          {pages.view(item)}
          <HStack gap="2" wrap="wrap">
            {canWrite ? (
              <>
                <Button colorPalette="blue" onClick={() => setEditing(true)}>
                  {t('common.edit')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => deletion.ask(item)}>
                  {t('common.delete')}
                </Button>
              </>
            ) : null}
            <Button variant="outline" onClick={() => void navigate(paths.list)}>
              {back}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Formik<I>
          initialValues={item ? resource.toValues(item) : resource.initialValues}
          validationSchema={resource.schema}
          onSubmit={save}
        >
          {(formik) => {
            const fields = (declared: readonly ResourceField<I>[]) => (
              <PageFields
                fields={declared}
                schema={resource.schema}
                scope={scope}
                readOnly={!canWrite}
              />
            );
            const actions = (
              <>
                {isKeptOnFailure(failure) ? (
                  <FormFailure
                    error={failure}
                    {...(pages.failedTitle ? { title: t(pages.failedTitle) } : {})}
                  />
                ) : null}
                <HStack gap="2" wrap="wrap">
                  {canWrite ? (
                    <Button
                      type="submit"
                      colorPalette="blue"
                      loading={formik.isSubmitting}
                      disabled={formik.isSubmitting}
                    >
                      {t('common.save')}
                    </Button>
                  ) : null}
                  {item && pages.view ? (
                    <Button
                      variant="outline"
                      disabled={formik.isSubmitting}
                      onClick={() => {
                        formik.resetForm();
                        setFailure(null);
                        setEditing(false);
                      }}
                    >
                      {t('common.cancel')}
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      disabled={formik.isSubmitting}
                      onClick={() => void navigate(paths.list)}
                    >
                      {item || !pages.discardLabel ? back : t(pages.discardLabel)}
                    </Button>
                  )}
                </HStack>
              </>
            );
            const Layout = pages.layout;
            const form = (children: ReactNode) => (
              <Form noValidate data-testid={`${resource.name}-form`}>
                {children}
              </Form>
            );
            return Layout ? (
              <Layout
                item={item}
                form={form}
                fields={fields}
                actions={actions}
                failure={failure}
                scope={scope}
              />
            ) : (
              form(
                <Stack gap="4">
                  {fields(resource.fields)}
                  {item && resource.editExtra ? resource.editExtra(item) : null}
                  {actions}
                </Stack>,
              )
            );
          }}
        </Formik>
      )}
      {deletion.dialog}
    </Stack>
  );
}

/** The create page of a resource in page mode. */
export function ResourceCreatePage<T extends Item, I extends object>({
  resource,
  paths,
}: {
  resource: ResourceDefinition<T, I>;
  paths: PagePaths;
}) {
  const scope = useScope();
  const data = resource.source.useData(scope);
  return <ResourceEditor resource={resource} paths={paths} data={data} item={undefined} />;
}

/** Says that what the address names is not there, with the way back to the list. */
export function ResourceMissing({
  message,
  back,
  to,
}: {
  message: string;
  back: string;
  to: string;
}) {
  return (
    <Alert.Root status="info" data-testid="resource-missing">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      <Button asChild size="sm" ms="auto">
        <RouterLink to={to}>{back}</RouterLink>
      </Button>
    </Alert.Root>
  );
}

/** An item's edit page: a loader, the item's form, or "not found" with the way back. */
export function ResourceEditPage<T extends Item, I extends object>({
  resource,
  paths,
  id,
}: {
  resource: ResourceDefinition<T, I>;
  paths: PagePaths;
  id: string;
}) {
  const t = useT();
  const scope = useScope();
  const data = resource.source.useData(scope);
  const useItem = resource.source.useItem;
  if (!useItem) throw new Error(`The source of ${resource.name} reads no single item`);
  const item = useItem(scope, id);
  const back = t(resource.pages?.backLabel ?? 'resource.back');
  if (item.status === 'loading') return <PageLoader />;
  if (item.status === 'error') {
    return (
      <Stack gap="4">
        <ListStatus state={{ status: 'error', ...(item.retry ? { retry: item.retry } : {}) }} />
        <HStack>
          <BackLink to={paths.list} label={back} />
        </HStack>
      </Stack>
    );
  }
  if (item.data === null) {
    return (
      <ResourceMissing
        message={t(resource.pages?.notFound ?? 'resource.notFound')}
        back={back}
        to={paths.list}
      />
    );
  }
  return <ResourceEditor key={id} resource={resource} paths={paths} data={data} item={item.data} />;
}
