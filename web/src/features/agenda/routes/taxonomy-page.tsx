import { Badge, Box, Button, Flex, Heading, HStack, Stack, Table } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { canWriteAgenda, categoriesSource, typesSource } from '../resources/agenda';

/** Which list: activity categories (name and colour) or activity types (name). */
export type TaxonomyKind = 'categories' | 'types';

/** The navigation state of categorias/categoria (part 2 §2): the kind, and edit = id. */
export interface TaxonomyFormState {
  kind: TaxonomyKind;
  edit?: string;
}

interface Row {
  _id: string;
  name: string;
  color?: string;
}

/**
 * agenda/categorias ('Categorías de Actividad') and agenda/tipos ('Tipos de Actividad'), part 2
 * §2: back and add buttons, name and options; categories also show their colour tag. Adding and
 * editing open agenda/categorias/categoria.
 */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const source = kind === 'categories' ? categoriesSource : typesSource;
  const data = source.useData({ eventId: event._id });
  const canWrite = canWriteAgenda(access);
  const base = `/eventadmin/${encodeURIComponent(event._id)}/agenda`;
  const deletion = useDeleteConfirmation<Row>({
    text: t('resource.confirmDeleteText'),
    done: t('resource.deleted'),
    remove: (item) => data.remove(item._id),
  });
  const open = (state: TaxonomyFormState) =>
    void navigate(`${base}/categorias/categoria`, { state });
  const rows: Row[] =
    data.list.status === 'success'
      ? [...data.list.data].sort((a, b) => a.name.localeCompare(b.name))
      : [];
  const title = t(kind === 'categories' ? 'agenda.categoryList' : 'agenda.types');
  const headers = [
    { key: 'name', label: t('agenda.category.name') },
    ...(kind === 'categories' ? [{ key: 'color', label: t('agenda.category.color') }] : []),
    ...(canWrite ? [{ key: 'actions', label: t('common.actions') }] : []),
  ];
  return (
    <Stack gap="5" data-testid={`${kind}-list`}>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack gap="2">
          <Button variant="outline" onClick={() => void navigate(base)}>
            {t('agenda.back')}
          </Button>
          {canWrite ? (
            <Button colorPalette="blue" onClick={() => open({ kind })}>
              {t(kind === 'categories' ? 'agenda.category.add' : 'agenda.type.add')}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <ListStatus state={data.list} />
      {data.list.status === 'success' ? (
        <DataTable
          label={title}
          headers={headers}
          empty={rows.length === 0}
          testId={`${kind}-table`}
        >
          {rows.map((row) => (
            <Table.Row key={row._id}>
              <Table.Cell>{row.name}</Table.Cell>
              {kind === 'categories' ? (
                <Table.Cell>
                  <Badge variant="outline">
                    <Box
                      as="span"
                      w="3"
                      h="3"
                      rounded="full"
                      bg={row.color}
                      display="inline-block"
                    />
                    {row.color}
                  </Badge>
                </Table.Cell>
              ) : null}
              {canWrite ? (
                <RowActions
                  name={row.name}
                  onEdit={() => open({ kind, edit: row._id })}
                  onDelete={() => deletion.ask(row)}
                />
              ) : null}
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}

export function CategoriesPage() {
  return <TaxonomyPage kind="categories" />;
}

export function TypesPage() {
  return <TaxonomyPage kind="types" />;
}
