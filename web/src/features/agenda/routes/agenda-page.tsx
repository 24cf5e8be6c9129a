import { Badge, Button, Flex, Heading, HStack, Stack, Table, Wrap } from '@chakra-ui/react';
import type { Activity } from '@aforo/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { LIST_PAGE_SIZE, pageItems } from '../../../lib/pagination';
import { eventApiPath } from '../../../lib/resources/api-source';
import { relationOptions } from '../../../lib/resources/event-content-source';
import { DateText } from '../../../components/date-text';
import type { ActivityFormState } from './activity-form-page';
import { activitiesSource, canWriteAgenda, categoriesSource } from '../resources/agenda';

const spaceNames = relationOptions('spaces', (s) => s.name);
const speakerNames = relationOptions('speakers', (s) => s.name);

/** Names by id from a relation's options. */
function namesById(state: ReturnType<typeof spaceNames.useOptions>): Map<string, string> {
  if (state.status !== 'success') return new Map();
  return new Map(
    state.data.map((o) => [o.value, typeof o.label === 'string' ? o.label : o.label.text]),
  );
}

/**
 * Programación (part 2 §2): the event's activities by start, with their categories (colour tag),
 * spaces and speakers; Nueva actividad and edit open agenda/actividad with the state new or
 * edit = id; duplicate copies the agenda fields through the API.
 */
export default function AgendaPage() {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const scope = { eventId: event._id };
  const data = activitiesSource.useData(scope);
  const categories = categoriesSource.useData(scope).list;
  const spaces = namesById(spaceNames.useOptions(scope));
  const speakers = namesById(speakerNames.useOptions(scope));
  const [page, setPage] = useState(1);
  const canWrite = canWriteAgenda(access);
  const base = `/eventadmin/${encodeURIComponent(event._id)}/agenda`;
  const deletion = useDeleteConfirmation<Activity>({
    text: t('agenda.confirmDelete'),
    // Part 2 §8's success message for this screen.
    done: t('agenda.deleted'),
    remove: (item) => data.remove(item._id),
  });
  const categoryById = new Map(
    (categories.status === 'success' ? categories.data : []).map((c) => [c._id, c]),
  );
  const items =
    data.list.status === 'success'
      ? [...data.list.data].sort((a, b) => a.datetime_start.localeCompare(b.datetime_start))
      : [];
  const open = (state: ActivityFormState) => void navigate(`${base}/actividad`, { state });

  async function duplicate(item: Activity) {
    try {
      await apiFetch(
        `${eventApiPath(event._id, 'duplicateactivitie')}/${encodeURIComponent(item._id)}`,
        { method: 'POST', body: '{}' },
      );
      notify(t('agenda.duplicated'));
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    }
  }

  const headers = [
    { key: 'start', label: t('agenda.start') },
    { key: 'end', label: t('agenda.end') },
    { key: 'name', label: t('agenda.activity') },
    { key: 'categories', label: t('agenda.categories') },
    { key: 'spaces', label: t('agenda.spaces') },
    { key: 'speakers', label: t('agenda.speakers') },
    ...(canWrite ? [{ key: 'actions', label: t('common.actions') }] : []),
  ];

  return (
    <Stack gap="5" data-testid="agenda-list">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('agenda.title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`${base}/categorias`}>{t('agenda.categoryList')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`${base}/tipos`}>{t('agenda.types')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`${base}/Language`}>{t('agenda.languages')}</RouterLink>
          </Button>
          {canWrite ? (
            <Button colorPalette="blue" onClick={() => open({ new: true })}>
              {t('agenda.add')}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <ListStatus state={data.list} />
      {data.list.status === 'success' ? (
        <DataTable
          label={t('agenda.title')}
          headers={headers}
          empty={items.length === 0}
          emptyText={t('agenda.empty')}
          testId="agenda-table"
        >
          {pageItems(items, page, LIST_PAGE_SIZE).map((item) => (
            <Table.Row key={item._id}>
              <Table.Cell>
                <DateText value={item.datetime_start} />
              </Table.Cell>
              <Table.Cell>
                <DateText value={item.datetime_end} />
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="2" align="center">
                  {item.name}
                  {/* Attendees see published activities only: a draft says so in the list. */}
                  <Badge
                    colorPalette={item.isPublished ? 'green' : 'gray'}
                    data-testid="activity-status"
                  >
                    {t(item.isPublished ? 'agenda.status.published' : 'agenda.status.draft')}
                  </Badge>
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {item.activity_categories_ids.map((id) => {
                    const category = categoryById.get(id);
                    return (
                      <Badge
                        key={id}
                        variant="outline"
                        borderColor={category?.color}
                        borderLeftWidth="4px"
                      >
                        {category?.name ?? id}
                      </Badge>
                    );
                  })}
                </Wrap>
              </Table.Cell>
              <Table.Cell>{spaces.get(item.space_id) ?? ''}</Table.Cell>
              <Table.Cell>
                {item.host_ids.map((id) => speakers.get(id) ?? id).join(', ')}
              </Table.Cell>
              {canWrite ? (
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t('common.edit')} ${item.name}`}
                      onClick={() => open({ edit: item._id })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t('agenda.duplicate')} ${item.name}`}
                      onClick={() => void duplicate(item)}
                    >
                      {t('agenda.duplicate')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`${t('common.delete')} ${item.name}`}
                      onClick={() => deletion.ask(item)}
                    >
                      {t('common.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
      <Pagination
        total={items.length}
        page={page}
        onPageChange={setPage}
        pageSize={LIST_PAGE_SIZE}
      />
      {deletion.dialog}
    </Stack>
  );
}
