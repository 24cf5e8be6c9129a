import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { Pagination } from '../../../components/pagination';
import { useState } from 'react';
import { LIST_PAGE_SIZE, pageItems } from '../../../lib/pagination';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { DateText } from '../../../components/date-text';
import { canWriteNews, newsSource } from '../resources/news';
import { ListStatus } from '../../../components/resource/list-status';

/**
 * Noticias (spec part 3 §2.6): the event's news by publication date, newest first. Adding goes to
 * news/addnoticia and editing to news/addnoticia/{id}, where the item is shown and edited.
 */
export default function NewsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const data = newsSource.useData({ eventId: event._id });
  const [page, setPage] = useState(1);
  const canWrite = canWriteNews(access);
  const base = `/eventadmin/${encodeURIComponent(event._id)}/news`;
  const deletion = useDeleteConfirmation<{ _id: string }>({
    text: t('newsWall.news.confirmDelete'),
    done: t('resource.deleted'),
    confirmLabel: t('newsWall.news.confirmDeleteButton'),
    remove: (item) => data.remove(item._id),
  });
  const items =
    data.list.status === 'success'
      ? [...data.list.data].sort((a, b) => b.time.localeCompare(a.time))
      : [];
  const headers = [
    { key: 'title', label: t('newsWall.news.titleField') },
    { key: 'time', label: t('newsWall.news.time') },
    ...(canWrite ? [{ key: 'actions', label: t('common.actions') }] : []),
  ];

  return (
    <Stack gap="5" data-testid="news-list">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('newsWall.news.title')}
          </Heading>
          <Text color="fg.muted">{t('newsWall.news.subtitle')}</Text>
        </Stack>
        {canWrite ? (
          <Button asChild colorPalette="blue">
            <RouterLink to={`${base}/addnoticia`}>{t('newsWall.news.add')}</RouterLink>
          </Button>
        ) : null}
      </Flex>
      <ListStatus state={data.list} />
      {data.list.status === 'success' ? (
        <DataTable
          label={t('newsWall.news.title')}
          headers={headers}
          empty={items.length === 0}
          emptyText={t('newsWall.news.empty')}
          testId="news-table"
        >
          {pageItems(items, page, LIST_PAGE_SIZE).map((item) => (
            <Table.Row key={item._id}>
              <Table.Cell>{item.title}</Table.Cell>
              <Table.Cell>
                <DateText value={item.time} kind="date" />
              </Table.Cell>
              {canWrite ? (
                <RowActions
                  name={item.title}
                  onEdit={() => void navigate(`${base}/addnoticia/${encodeURIComponent(item._id)}`)}
                  onDelete={() => deletion.ask(item)}
                />
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
