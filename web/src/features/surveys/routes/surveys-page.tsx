import { Badge, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { SurveyWithAnswers } from '@aforo/domain';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { adminBase, adminSurveys } from '../api/surveys';

/**
 * Encuestas (spec part 2, Surveys section, route trivia): the event's surveys and quizzes. A new
 * one goes to /encuesta, an edit to /encuesta?id=, and each row leads to its report and, for a
 * quiz, its ranking.
 */
export default function SurveysPage() {
  const t = useT();
  const navigate = useNavigate();
  const { event } = useAdminEvent();
  const data = adminSurveys.useData({ eventId: event._id });
  const base = adminBase(event._id);
  const deletion = useDeleteConfirmation<SurveyWithAnswers>({
    text: t('surveys.confirmDelete'),
    done: t('surveys.deleted'),
    confirmLabel: t('surveys.confirmDeleteButton'),
    remove: (item) => data.remove(item._id),
  });
  const items = data.list.status === 'success' ? data.list.data : [];
  const yesNo = (on: boolean) => (
    <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'surveys.yes' : 'surveys.no')}</Badge>
  );

  return (
    <Stack gap="5" data-testid="surveys-list">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('surveys.title')}
          </Heading>
          <Text color="fg.muted">{t('surveys.subtitle')}</Text>
        </Stack>
        <Button asChild colorPalette="blue">
          <RouterLink to={`${base}/encuesta`}>{t('surveys.add')}</RouterLink>
        </Button>
      </Flex>
      <ListStatus state={data.list} />
      {data.list.status === 'success' ? (
        <DataTable
          label={t('surveys.title')}
          headers={[
            { key: 'name', label: t('surveys.name') },
            { key: 'publish', label: t('surveys.published') },
            { key: 'open', label: t('surveys.opened') },
            { key: 'links', label: t('surveys.report') },
            { key: 'actions', label: t('common.actions') },
          ]}
          empty={items.length === 0}
          emptyText={t('surveys.empty')}
          testId="surveys-table"
        >
          {items.map((item) => (
            <Table.Row key={item._id}>
              <Table.Cell>{item.survey}</Table.Cell>
              <Table.Cell>{yesNo(item.publish)}</Table.Cell>
              <Table.Cell>{yesNo(item.open)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`${base}/report?survey=${encodeURIComponent(item._id)}`}>
                      {t('surveys.report')}
                    </RouterLink>
                  </Button>
                  {item.allow_gradable_survey ? (
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={`${base}/ranking/${encodeURIComponent(item._id)}`}>
                        {t('surveys.ranking')}
                      </RouterLink>
                    </Button>
                  ) : null}
                </HStack>
              </Table.Cell>
              <RowActions
                name={item.survey}
                onEdit={() => void navigate(`${base}/encuesta?id=${encodeURIComponent(item._id)}`)}
                onDelete={() => deletion.ask(item)}
              />
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
