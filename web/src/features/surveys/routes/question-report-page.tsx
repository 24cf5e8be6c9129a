import { Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Answer, SurveyWithAnswers } from '@aforo/domain';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { WithAdminSurvey, reportFile } from '../components/admin-survey';
import { useQuestionAnswers } from '../api/live';

/**
 * trivia/report/{questionId}?survey={id} (spec part 2 §7): the answers to one question, newest
 * first, with the user's name unless the answer is anonymous; exported as a spreadsheet.
 */
export default function QuestionReportPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return (
    <WithAdminSurvey surveyId={params.get('survey')}>
      {(survey, base) => <Answers survey={survey} questionId={id ?? ''} base={base} />}
    </WithAdminSurvey>
  );
}

const responseText = (answer: Answer) =>
  Array.isArray(answer.response) ? answer.response.join(', ') : answer.response;

function Answers({
  survey,
  questionId,
  base,
}: {
  survey: SurveyWithAnswers;
  questionId: string;
  base: string;
}) {
  const t = useT();
  const { event } = useAdminEvent();
  const question = survey.questions.find((q) => q.id === questionId);
  const answers = useQuestionAnswers(event._id, survey._id, questionId);
  const rows = answers.status === 'success' ? answers.data : [];
  const nameOf = (a: Answer) => a.user_name || t('surveys.anonymous');
  const answeredAt = (a: Answer) => (a.created ? a.created.toDate() : null);
  const exportAnswers = () =>
    void downloadSpreadsheet({
      ...reportFile('respuestas', question?.title ?? survey.survey),
      columns: [
        { header: t('surveys.user') },
        { header: t('surveys.response') },
        { header: t('surveys.date') },
      ],
      rows: rows.map((a) => [nameOf(a), responseText(a), answeredAt(a)]),
    });

  return (
    <Stack gap="5" data-testid="survey-question-report">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('surveys.answersTitle')}
          </Heading>
          <Text color="fg.muted">{question?.title ?? questionId}</Text>
        </Stack>
        <HStack gap="2">
          <Button colorPalette="blue" onClick={exportAnswers} disabled={rows.length === 0}>
            {t('surveys.export')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`${base}/report?survey=${encodeURIComponent(survey._id)}`}>
              {t('surveys.back')}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      {answers.status === 'error' ? <ListStatus state={{ status: 'error' }} /> : null}
      {answers.status === 'success' ? (
        <DataTable
          label={t('surveys.answersTitle')}
          headers={[
            { key: 'user', label: t('surveys.user') },
            { key: 'response', label: t('surveys.response') },
            { key: 'date', label: t('surveys.date') },
          ]}
          empty={rows.length === 0}
          emptyText={t('surveys.noAnswers')}
          testId="survey-answers-table"
        >
          {rows.map((a) => (
            <Table.Row key={a._id}>
              <Table.Cell>{nameOf(a)}</Table.Cell>
              <Table.Cell>{responseText(a)}</Table.Cell>
              <Table.Cell>
                <DateText value={answeredAt(a)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
