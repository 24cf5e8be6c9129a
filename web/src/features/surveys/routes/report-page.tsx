import { Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { SurveyWithAnswers } from '@aforo/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { WithAdminSurvey, reportFile } from '../components/admin-survey';
import { useQuestionCounts } from '../api/live';

/** trivia/report?survey={id} (spec part 2): the survey's questions with their response counts. */
export default function ReportPage() {
  const [params] = useSearchParams();
  return (
    <WithAdminSurvey surveyId={params.get('survey')}>
      {(survey, base) => <Report survey={survey} base={base} />}
    </WithAdminSurvey>
  );
}

function CountCell({
  surveyId,
  questionId,
  onCount,
}: {
  surveyId: string;
  questionId: string;
  onCount: (questionId: string, total: number) => void;
}) {
  const { event } = useAdminEvent();
  const counts = useQuestionCounts(event._id, surveyId, questionId);
  const total = counts.status === 'success' ? counts.data.total : null;
  useEffect(() => {
    if (total !== null) onCount(questionId, total);
  }, [onCount, questionId, total]);
  return <>{total ?? '…'}</>;
}

function Report({ survey, base }: { survey: SurveyWithAnswers; base: string }) {
  const t = useT();
  const [totals, setTotals] = useState<Record<string, number>>({});
  const onCount = useCallback(
    (questionId: string, total: number) => setTotals((all) => ({ ...all, [questionId]: total })),
    [],
  );
  const exportReport = () =>
    void downloadSpreadsheet({
      ...reportFile('reporte', survey.survey),
      columns: [{ header: t('surveys.questionTitle') }, { header: t('surveys.responses') }],
      rows: survey.questions.map((q) => [q.title, totals[q.id] ?? 0]),
    });
  const query = `?survey=${encodeURIComponent(survey._id)}`;

  return (
    <Stack gap="5" data-testid="survey-report">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('surveys.reportTitle')}
          </Heading>
          <Text color="fg.muted">{survey.survey}</Text>
        </Stack>
        <HStack gap="2">
          <Button colorPalette="blue" onClick={exportReport} disabled={!survey.questions.length}>
            {t('surveys.export')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={base}>{t('surveys.back')}</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <DataTable
        label={t('surveys.reportTitle')}
        headers={[
          { key: 'question', label: t('surveys.questionTitle') },
          { key: 'responses', label: t('surveys.responses') },
          { key: 'answers', label: t('surveys.viewAnswers') },
        ]}
        empty={survey.questions.length === 0}
        emptyText={t('surveys.noAnswers')}
        testId="survey-report-table"
      >
        {survey.questions.map((q) => (
          <Table.Row key={q.id}>
            <Table.Cell>{q.title}</Table.Cell>
            <Table.Cell>
              <CountCell surveyId={survey._id} questionId={q.id} onCount={onCount} />
            </Table.Cell>
            <Table.Cell>
              <Button asChild size="xs" variant="outline">
                <RouterLink
                  to={`${base}/report/${encodeURIComponent(q.id)}${query}`}
                  aria-label={`${t('surveys.viewAnswers')}: ${q.title}`}
                >
                  {t('surveys.viewAnswers')}
                </RouterLink>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
