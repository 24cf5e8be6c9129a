import {
  Alert,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  GRAPH_TYPES,
  QUESTION_TIME_LIMITS,
  firstSave,
  setSurveyFlag,
  shownSurveyFields,
  surveySchema,
  type SurveyFlag,
  type SurveyInput,
  type SurveyWithAnswers,
} from '@aforo/domain';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { relationOptions } from '../../../lib/resources/event-content-source';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { adminBase, adminSurveys } from '../api/surveys';
import { QuestionsEditor } from '../components/questions-editor';

const NEW_SURVEY: SurveyInput = surveySchema.cast({ survey: '' });

/** The stored survey as the form edits it: only the schema's fields. */
const toValues = (survey: SurveyWithAnswers): SurveyInput =>
  surveySchema.cast(survey, { stripUnknown: true, assert: false }) as SurveyInput;

const activities = relationOptions('activities', (a) => a.name);

/** A refusal whose field errors name a question (`questions[2].title`, `questions`). */
function refusesAQuestion(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    Object.keys(error.errors ?? {}).some((field) => field.startsWith('questions'))
  );
}

/** The flags in the form's order (part 2 §3); the interlocks are domain setSurveyFlag's. */
const FLAGS: readonly SurveyFlag[] = [
  'publish',
  'open',
  'freezeGame',
  'allow_anonymous_answers',
  'isGlobal',
  'displayGraphsInSurveys',
  'showNoVotos',
  'allow_vote_value_per_user',
  'allow_gradable_survey',
  'hasMinimumScore',
  'rankingVisible',
];

/**
 * trivia/encuesta (spec part 2 §3–§5, §9): creates a survey (the first save turns every flag off,
 * §4) or, with ?id=, edits one with its questions; the API checks the same schema and answers
 * each §5 message under its field.
 */
export default function SurveyFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const t = useT();
  const { event } = useAdminEvent();
  const data = adminSurveys.useData({ eventId: event._id });
  const list = adminBase(event._id);
  if (id === null) return <SurveyEditor data={data} item={undefined} list={list} />;
  if (data.list.status === 'loading') return <PageLoader />;
  const item = data.list.status === 'success' ? data.list.data.find((s) => s._id === id) : null;
  if (!item) {
    return (
      <Alert.Root status="info" data-testid="survey-missing">
        <Alert.Indicator />
        <Alert.Title>{t('surveys.missing')}</Alert.Title>
        <Button asChild size="sm" ms="auto">
          <RouterLink to={list}>{t('surveys.back')}</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return <SurveyEditor data={data} item={item} list={list} key={id} />;
}

function FlagSwitches() {
  const t = useT();
  const { values, setValues } = useFormikContext<SurveyInput>();
  const shown = shownSurveyFields(values);
  return (
    <Stack gap="2" role="group" aria-label={t('surveys.flags')}>
      <Heading as="h2" size="lg">
        {t('surveys.flags')}
      </Heading>
      {FLAGS.filter((flag) => flag !== 'hasMinimumScore' || shown.hasMinimumScore).map((flag) => (
        <Checkbox.Root
          key={flag}
          checked={values[flag]}
          onCheckedChange={(e) => void setValues(setSurveyFlag(values, flag, e.checked === true))}
          data-testid={`survey-flag-${flag}`}
        >
          <Checkbox.HiddenInput name={flag} />
          <Checkbox.Control />
          <Checkbox.Label>{t(`surveys.flag.${flag}`)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      {shown.minimumScore ? (
        <FormField name="minimumScore" label={t('surveys.minimumScore')} kind="number" />
      ) : null}
    </Stack>
  );
}

function SelectField({
  name,
  label,
  options,
}: {
  name: 'activity_id' | 'time_limit' | 'graphyType';
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { values, setFieldValue } = useFormikContext<SurveyInput>();
  const value = values[name];
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value === null ? '' : String(value)}
          onChange={(e) => {
            const raw = e.target.value;
            void setFieldValue(
              name,
              name === 'time_limit'
                ? Number(raw)
                : name === 'activity_id' && raw === ''
                  ? null
                  : raw,
            );
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function SurveyEditor({
  data,
  item,
  list,
}: {
  data: ReturnType<typeof adminSurveys.useData>;
  item: SurveyWithAnswers | undefined;
  list: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { event } = useAdminEvent();
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );
  const activityOptions = activities.useOptions({ eventId: event._id });
  const activityChoices = [
    { value: '', label: t('surveys.noActivity') },
    ...(activityOptions.status === 'success'
      ? activityOptions.data.map((o) => ({
          value: o.value,
          label: typeof o.label === 'string' ? t(o.label) : o.label.text,
        }))
      : []),
  ];

  async function save(values: SurveyInput, helpers: FormikHelpers<SurveyInput>) {
    setFailure(null);
    try {
      if (item) await data.update(item._id, values);
      else await data.create(firstSave(values));
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      // Part 2 §8: an edit the server refused for one of its questions says so in a toast too.
      if (item && refusesAQuestion(error)) {
        notify(t('surveys.questionUpdateFailed'), { type: 'error' });
      }
      return;
    }
    notify(t(item ? 'surveys.updated' : 'surveys.created'));
    void navigate(list);
  }

  return (
    <Stack gap="5" maxW="3xl" data-testid="survey-editor">
      <Heading as="h1" size="2xl">
        {t(item ? 'surveys.editTitle' : 'surveys.create')}
      </Heading>
      {item ? null : <Text color="fg.muted">{t('surveys.firstSaveHint')}</Text>}
      <Formik<SurveyInput>
        initialValues={item ? toValues(item) : NEW_SURVEY}
        validationSchema={surveySchema}
        onSubmit={save}
      >
        {(formik) => (
          <Form noValidate data-testid="survey-form">
            <Stack gap="4">
              <FormField name="survey" label={t('surveys.name')} required />
              <SelectField
                name="activity_id"
                label={t('surveys.activity')}
                options={activityChoices}
              />
              <SelectField
                name="time_limit"
                label={t('surveys.timeLimit')}
                options={QUESTION_TIME_LIMITS.map((s) => ({
                  value: String(s),
                  label: s === 0 ? t('surveys.timeLimitNone') : t('surveys.seconds', { n: s }),
                }))}
              />
              <SelectField
                name="graphyType"
                label={t('surveys.graphType')}
                options={GRAPH_TYPES.map((g) => ({ value: g, label: t(`surveys.graph.${g}`) }))}
              />
              {item ? <FlagSwitches /> : null}
              <FormField name="points" label={t('surveys.points')} kind="number" />
              {(
                [
                  ['initialMessage', 'surveys.initialMessage'],
                  ['win_Message', 'surveys.winMessage'],
                  ['neutral_Message', 'surveys.neutralMessage'],
                  ['lose_Message', 'surveys.loseMessage'],
                ] as const
              ).map(([name, label]) => (
                <ResourceFieldInput<SurveyInput>
                  key={name}
                  field={{ name, label, kind: 'richText' }}
                  scope={scope}
                  required={false}
                />
              ))}
              <QuestionsEditor scope={scope} />
              {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
              <HStack gap="2">
                <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                  {t('surveys.save')}
                </Button>
                <Button variant="outline" onClick={() => void navigate(list)}>
                  {t('surveys.back')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
