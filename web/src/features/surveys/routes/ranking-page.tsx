import { Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { SurveyWithAnswers } from '@aforo/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { WithAdminSurvey, reportFile } from '../components/admin-survey';
import { useRanking, useRankingContacts } from '../api/live';

/**
 * trivia/ranking/{surveyId} (spec part 2 §3): registerDate, userName, userEmail, totalQuestions,
 * correctAnswers; most correct answers first, ties broken by the earlier finish. Live. The rows
 * can be public, so the e-mails come from the team-only contacts beside them.
 */
export default function RankingPage() {
  const { id } = useParams();
  return (
    <WithAdminSurvey surveyId={id}>
      {(survey, base) => <Ranking survey={survey} base={base} />}
    </WithAdminSurvey>
  );
}

function Ranking({ survey, base }: { survey: SurveyWithAnswers; base: string }) {
  const t = useT();
  const { event } = useAdminEvent();
  const ranking = useRanking(event._id, survey._id);
  const contacts = useRankingContacts(event._id, survey._id);
  const rows = ranking.status === 'success' ? ranking.data : [];
  const emailOf = (uid: string) => (contacts.status === 'success' ? contacts.data.get(uid) : '');
  const headers = [
    { key: 'position', label: t('surveys.position') },
    { key: 'registerDate', label: t('surveys.registerDate') },
    { key: 'userName', label: t('surveys.userName') },
    { key: 'userEmail', label: t('surveys.userEmail') },
    { key: 'totalQuestions', label: t('surveys.totalQuestions') },
    { key: 'correctAnswers', label: t('surveys.correctAnswers') },
  ];
  const exportRanking = () =>
    void downloadSpreadsheet({
      ...reportFile('ranking', survey.survey),
      columns: headers.map((h) => ({ header: h.label })),
      rows: rows.map((r, i) => [
        i + 1,
        r.registerDate ? r.registerDate.toDate() : null,
        r.userName,
        emailOf(r._id) ?? '',
        r.totalQuestions,
        r.correctAnswers,
      ]),
    });

  return (
    <Stack gap="5" data-testid="survey-ranking">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('surveys.rankingTitle')}
          </Heading>
          <Text color="fg.muted">{survey.survey}</Text>
        </Stack>
        <HStack gap="2">
          <Button colorPalette="blue" onClick={exportRanking} disabled={rows.length === 0}>
            {t('surveys.export')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={base}>{t('surveys.back')}</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <DataTable
        label={t('surveys.rankingTitle')}
        headers={headers}
        empty={rows.length === 0}
        emptyText={t('surveys.empty')}
        testId="survey-ranking-table"
      >
        {rows.map((r, i) => (
          <Table.Row key={r._id}>
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>
              <DateText value={r.registerDate} />
            </Table.Cell>
            <Table.Cell>{r.userName}</Table.Cell>
            <Table.Cell>{emailOf(r._id)}</Table.Cell>
            <Table.Cell>{r.totalQuestions}</Table.Cell>
            <Table.Cell>{r.correctAnswers}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
