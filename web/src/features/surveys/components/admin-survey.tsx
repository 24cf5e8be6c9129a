import { Alert, Button } from '@chakra-ui/react';
import type { SurveyWithAnswers } from '@aforo/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ListStatus } from '../../../components/resource/list-status';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ddmmyy } from '../../../lib/spreadsheet';
import { adminBase, adminSurveys } from '../api/surveys';
import { SurveyFirebase } from './live';

/** The report's sheet name (spec part 2 §9: cut to 30 characters) and its file name (…DDMMYY). */
export function reportFile(prefix: string, name: string): { sheetName: string; fileName: string } {
  const slug = name
    // Accents come off (á → a) rather than splitting the word at them.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return { sheetName: name.slice(0, 30), fileName: `${prefix}-${slug}-${ddmmyy()}.xlsx` };
}

/**
 * The admin's survey screens below trivia/ name their survey by id (route or ?survey=): this finds
 * it through the API (with its correct answers, for the editors) and opens the live reads.
 */
export function WithAdminSurvey({
  surveyId,
  children,
}: {
  surveyId: string | null | undefined;
  children: (survey: SurveyWithAnswers, base: string) => ReactNode;
}) {
  const t = useT();
  const { event } = useAdminEvent();
  const data = adminSurveys.useData({ eventId: event._id });
  const base = adminBase(event._id);
  if (data.list.status === 'loading') return <PageLoader />;
  if (data.list.status === 'error') return <ListStatus state={data.list} />;
  const survey = data.list.data.find((s) => s._id === surveyId);
  if (!survey) {
    return (
      <Alert.Root status="info" data-testid="survey-missing">
        <Alert.Indicator />
        <Alert.Title>{t('surveys.missing')}</Alert.Title>
        <Button asChild size="sm" ms="auto">
          <RouterLink to={base}>{t('surveys.back')}</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return <SurveyFirebase>{children(survey, base)}</SurveyFirebase>;
}
