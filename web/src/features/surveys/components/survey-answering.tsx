import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Image,
  List,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  isValidResponse,
  surveyProgress,
  withOwnAnswer,
  type PublicQuestion,
  type Survey,
  type SurveyResponse,
} from '@aforo/domain';
import { useEffect, useMemo, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { fetchGrade, type GradeResult } from '../api/surveys';
import {
  useOwnAnswer,
  type OwnAnswer,
  usePublishedSurveys,
  useQuestionCounts,
  useRanking,
  useSendAnswer,
  useSurveyStatus,
} from '../api/live';
import { ResultsChart } from './results-chart';

/** Who answers: the signed-in attendee and its registered name (null: not registered). */
export interface Respondent {
  uid: string;
  name: string | null;
}

/**
 * The attendee's surveys: those published and open in this place (an activity's
 * own and the global ones, or the whole event on the landing), quizzes (`games`) or plain surveys.
 * A survey disappears when closed and freezes while paused.
 */
export function SurveyAnswering({
  eventId,
  activityId,
  games,
  respondent,
}: {
  eventId: string;
  activityId?: string;
  games?: boolean;
  respondent: Respondent | null;
}) {
  const t = useT();
  const surveys = usePublishedSurveys(eventId);
  if (surveys.status === 'loading') return <PageLoader />;
  if (surveys.status === 'error') {
    return <Text color="fg.error">{surveys.error.message}</Text>;
  }
  const shown = surveys.data.filter(
    (s) =>
      s.open &&
      (activityId === undefined || s.isGlobal || s.activity_id === activityId) &&
      (games === undefined || s.allow_gradable_survey === games),
  );
  if (shown.length === 0) {
    return (
      <Text data-testid="surveys-none">
        {t(activityId === undefined ? 'surveyAnswer.noneEvent' : 'surveyAnswer.none')}
      </Text>
    );
  }
  return (
    <Stack gap="4" data-testid="surveys-answering">
      {respondent ? null : <Text>{t('surveyAnswer.signIn')}</Text>}
      {shown.map((survey) => (
        <SurveyCard key={survey._id} eventId={eventId} survey={survey} respondent={respondent} />
      ))}
    </Stack>
  );
}

function SurveyCard({
  eventId,
  survey,
  respondent,
}: {
  eventId: string;
  survey: Survey;
  respondent: Respondent | null;
}) {
  const t = useT();
  // A question counts as answered once its answer is stored: the own-answer listener says so, or
  // this page's write was acknowledged by the server. The acknowledgement is kept apart and never
  // undone: a listener may still report the answer missing after it (the Firestore emulator can
  // announce a consistent snapshot before the write it covers, and the SDK then caches the answer
  // as deleted), and the quiz must not ask the question again for that.
  const [stored, setStored] = useState<Record<string, boolean>>({});
  const [sent, setSent] = useState<Record<string, true>>({});
  const answered = useMemo(() => {
    const all: Record<string, boolean> = { ...stored };
    for (const id of Object.keys(sent)) all[id] = true;
    return all;
  }, [stored, sent]);
  const done =
    survey.questions.length > 0 && survey.questions.every((q) => answered[q.id] === true);
  // Quiz-style: the first question not yet answered is asked; the answered ones show results.
  const current = survey.questions.find((q) => answered[q.id] !== true);
  return (
    <Card.Root data-testid={`survey-${survey._id}`}>
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {survey.survey}
        </Heading>
        {survey.freezeGame ? (
          <Badge colorPalette="orange" alignSelf="start" data-testid="survey-paused">
            {t('surveyAnswer.paused')}
          </Badge>
        ) : null}
        {respondent ? (
          <SurveyStatusSync
            eventId={eventId}
            survey={survey}
            uid={respondent.uid}
            answered={answered}
          />
        ) : null}
        {survey.initialMessage ? <RichText html={survey.initialMessage} /> : null}
        {survey.questions.map((question, index) => (
          <QuestionBlock
            key={question.id}
            eventId={eventId}
            survey={survey}
            question={question}
            index={index}
            respondent={respondent}
            asked={current?.id === question.id}
            sent={sent[question.id] === true}
            onState={(has) =>
              setStored((all) => (all[question.id] === has ? all : { ...all, [question.id]: has }))
            }
            onSent={() => setSent((all) => ({ ...all, [question.id]: true }))}
          />
        ))}
        {done && survey.allow_gradable_survey && respondent ? (
          <QuizResult eventId={eventId} survey={survey} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * votingStatusByUser/{uid}/surveyStatus/{surveyId} (part 1 §7.7), followed live: it is written
 * when the attendee's progress moves ('running' after the first answer, 'finished' after the last;
 * at most two writes per survey) and shows the survey as completed, on any device.
 */
function SurveyStatusSync({
  eventId,
  survey,
  uid,
  answered,
}: {
  eventId: string;
  survey: Survey;
  uid: string;
  answered: Readonly<Record<string, boolean>>;
}) {
  const t = useT();
  const progress = surveyProgress(
    survey.questions.map((q) => q.id),
    answered,
  );
  const known = useSurveyStatus(eventId, survey._id, uid, progress);
  if (known !== 'finished') return null;
  return (
    <Badge colorPalette="green" alignSelf="start" data-testid="survey-completed">
      {t('surveyAnswer.completed')}
    </Badge>
  );
}

function QuestionBlock(props: {
  eventId: string;
  survey: Survey;
  question: PublicQuestion;
  index: number;
  respondent: Respondent | null;
  asked: boolean;
  sent: boolean;
  onState: (answered: boolean) => void;
  onSent: () => void;
}) {
  if (!props.respondent) return null;
  return <OwnQuestion {...props} respondent={props.respondent} />;
}

function OwnQuestion({
  eventId,
  survey,
  question,
  index,
  respondent,
  asked,
  sent,
  onState,
  onSent,
}: {
  eventId: string;
  survey: Survey;
  question: PublicQuestion;
  index: number;
  respondent: Respondent;
  asked: boolean;
  /** This page's answer to the question was acknowledged by the server. */
  sent: boolean;
  onState: (answered: boolean) => void;
  onSent: () => void;
}) {
  const own = useOwnAnswer(eventId, survey._id, question.id, respondent.uid);
  const { confirmed } = own;
  useEffect(() => {
    if (!own.loading) onState(confirmed);
  }, [confirmed, onState, own.loading]);
  const results = (
    <QuestionResults eventId={eventId} survey={survey} question={question} own={own.answer} />
  );
  if (sent) return results;
  if (own.loading) return null;
  if (own.has) return results;
  if (!asked) return null;
  return (
    <AnswerForm
      eventId={eventId}
      survey={survey}
      question={question}
      index={index}
      respondent={respondent}
      onSent={onSent}
    />
  );
}

/** The countdown of a question's time limit (part 2 §9); it stands still while paused. */
function useCountdown(limit: number, paused: boolean): number | null {
  const [left, setLeft] = useState(limit);
  useEffect(() => {
    if (limit <= 0 || paused) return;
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [limit, paused]);
  return limit > 0 ? left : null;
}

function AnswerForm({
  eventId,
  survey,
  question,
  index,
  respondent,
  onSent,
}: {
  eventId: string;
  survey: Survey;
  question: PublicQuestion;
  index: number;
  respondent: Respondent;
  /** Called once the server has acknowledged the answer (it is stored). */
  onSent: () => void;
}) {
  const t = useT();
  const sendAnswer = useSendAnswer(eventId);
  const [response, setResponse] = useState<SurveyResponse>(question.type === 'checkbox' ? [] : '');
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(false);
  const left = useCountdown(survey.time_limit, survey.freezeGame);
  const timeUp = left === 0;
  const locked = survey.freezeGame || timeUp || sending;

  /** A refused answer (a second one, the time is up on the server's side) says so. */
  async function send() {
    setSending(true);
    setRefused(false);
    try {
      await sendAnswer({ survey, question, index, respondent, response });
      onSent();
    } catch {
      setRefused(true);
    } finally {
      setSending(false);
    }
  }

  const choose = (choice: string, on: boolean) =>
    setResponse((r) =>
      question.type === 'checkbox'
        ? on
          ? [...(Array.isArray(r) ? r : []), choice]
          : (Array.isArray(r) ? r : []).filter((c) => c !== choice)
        : choice,
    );

  return (
    <Stack gap="3" data-testid={`survey-question-${question.id}`}>
      <Heading as="h4" size="md">
        {question.title}
      </Heading>
      {question.image ? <Image src={question.image} alt="" maxH="48" objectFit="contain" /> : null}
      {left !== null ? (
        <Text data-testid="survey-countdown" aria-live="polite">
          {timeUp ? t('surveyAnswer.timeUp') : t('surveyAnswer.timeLeft', { s: left })}
        </Text>
      ) : null}
      {question.type === 'radiogroup' || question.type === 'checkbox' ? (
        <Stack gap="2" role="group" aria-label={question.title}>
          {question.choices.map((choice) => {
            const on = Array.isArray(response) ? response.includes(choice) : response === choice;
            return question.type === 'checkbox' ? (
              <Checkbox.Root
                key={choice}
                checked={on}
                disabled={locked}
                onCheckedChange={(e) => choose(choice, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{choice}</Checkbox.Label>
              </Checkbox.Root>
            ) : (
              <Button
                key={choice}
                variant={on ? 'solid' : 'outline'}
                colorPalette="blue"
                aria-pressed={on}
                disabled={locked}
                justifyContent="start"
                onClick={() => choose(choice, true)}
              >
                {choice}
              </Button>
            );
          })}
        </Stack>
      ) : (
        <Field.Root>
          <Field.Label>{t('surveyAnswer.yourAnswer')}</Field.Label>
          <Textarea
            value={typeof response === 'string' ? response : ''}
            disabled={locked}
            maxLength={2000}
            onChange={(e) => setResponse(e.target.value)}
          />
        </Field.Root>
      )}
      {refused ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('surveyAnswer.refused')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box>
        <Button
          colorPalette="blue"
          loading={sending}
          disabled={locked || !isValidResponse(question, response)}
          onClick={() => void send()}
        >
          {t('surveyAnswer.send')}
        </Button>
      </Box>
    </Stack>
  );
}

function QuestionResults({
  eventId,
  survey,
  question,
  own,
}: {
  eventId: string;
  survey: Survey;
  question: PublicQuestion;
  /** The viewer's own answer: in the results also before a tally round has counted it. */
  own: OwnAnswer['answer'];
}) {
  const t = useT();
  const live = useQuestionCounts(eventId, survey._id, question.id);
  if (live.status !== 'success') return null;
  const shown = withOwnAnswer(
    live.data,
    live.data.countedThrough,
    own && { type: question.type, ...own },
  );
  return (
    <Stack gap="2" data-testid={`survey-results-${question.id}`}>
      <Heading as="h4" size="md">
        {question.title}
      </Heading>
      <Text color="fg.muted" data-testid="survey-total">
        {t('surveyAnswer.results', { n: shown.total })}
      </Text>
      {question.type === 'radiogroup' || question.type === 'checkbox' ? (
        <ResultsChart
          label={question.title}
          choices={question.choices}
          counts={shown.counts}
          graphType={survey.graphyType}
          showNoVotos={survey.showNoVotos}
        />
      ) : null}
    </Stack>
  );
}

/** The score the server computed, its message and, when shown, the live ranking. */
function QuizResult({ eventId, survey }: { eventId: string; survey: Survey }) {
  const t = useT();
  const [grade, setGrade] = useState<GradeResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchGrade(eventId, survey._id).then(
      (result) => current && setGrade(result),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : ''),
    );
    return () => {
      current = false;
    };
  }, [eventId, survey._id, attempt]);
  if (failure !== null) {
    return (
      <Alert.Root status="error" data-testid="survey-score-failed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('surveyAnswer.gradeFailed', { message: failure })}</Alert.Title>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (!grade) return null;
  const message =
    grade.message === 'win'
      ? survey.win_Message
      : grade.message === 'lose'
        ? survey.lose_Message
        : survey.neutral_Message;
  return (
    <Stack gap="3" data-testid="survey-score">
      <Text fontWeight="bold">
        {t('surveyAnswer.score', {
          score: grade.score,
          max: grade.maxScore,
          correct: grade.correctAnswers,
          total: grade.totalQuestions,
        })}
      </Text>
      <Box data-testid={`survey-message-${grade.message}`}>
        <RichText html={message} />
      </Box>
      {survey.rankingVisible ? <LiveRanking eventId={eventId} surveyId={survey._id} /> : null}
    </Stack>
  );
}

function LiveRanking({ eventId, surveyId }: { eventId: string; surveyId: string }) {
  const t = useT();
  const ranking = useRanking(eventId, surveyId);
  if (ranking.status !== 'success') return null;
  return (
    <Stack gap="1">
      <Heading as="h4" size="md">
        {t('surveyAnswer.ranking')}
      </Heading>
      <List.Root as="ol" data-testid="survey-ranking-live">
        {ranking.data.map((row) => (
          <List.Item key={row._id}>
            {row.userName} — {row.correctAnswers}/{row.totalQuestions}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
