import {
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
} from '@chakra-ui/react';
import {
  MAX_CHOICES,
  MIN_CHOICES,
  QUESTION_TYPES,
  resetCorrectAnswerOnTypeChange,
  type QuestionInput,
  type QuestionType,
  type SurveyInput,
} from '@aforo/domain';
import { getIn, useFormikContext } from 'formik';
import { FieldErrorText } from '../../../components/field-error-text';
import { FormField } from '../../../components/form-field';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { useT } from '../../../i18n/use-t';
import type { FormScope } from '../../../lib/resources/resource';

/** A message that belongs to no single input (the list's, a question's answers'). */
function StandaloneError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Field.Root invalid>
      <FieldErrorText message={message} />
    </Field.Root>
  );
}

const isChoice = (type: QuestionType) => type === 'radiogroup' || type === 'checkbox';

function newQuestion(): QuestionInput {
  return {
    id: `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    title: '',
    type: 'radiogroup',
    choices: ['', ''],
    correctAnswer: null,
    points: 1,
    image: null,
  };
}

/**
 * The survey's questions (part 2 §3, §9): radiogroup, checkbox, comment or text; 2 to 5 answers
 * for the choice types, the correct answer(s) among them (reset when the type changes, §4),
 * points and an optional png/jpeg image.
 */
export function QuestionsEditor({ scope }: { scope: FormScope }) {
  const t = useT();
  const { values, errors, setFieldValue } = useFormikContext<SurveyInput>();
  const questions = values.questions;
  const listError = typeof errors.questions === 'string' ? errors.questions : undefined;
  const set = (path: string, value: unknown) => void setFieldValue(path, value);

  return (
    <Stack gap="4" data-testid="survey-questions">
      <Heading as="h2" size="lg">
        {t('surveys.questions')}
      </Heading>
      <StandaloneError message={listError} />
      {questions.map((question, i) => {
        const at = `questions.${i}`;
        const correct = question.correctAnswer;
        const choiceError = getIn(errors, `${at}.choices`) as unknown;
        return (
          <Card.Root key={question.id} data-testid={`survey-question-${i}`}>
            <Card.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <Heading as="h3" size="md">
                    {t('surveys.question', { n: i + 1 })}
                  </Heading>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('surveys.removeQuestion', { n: i + 1 })}
                    onClick={() =>
                      set(
                        'questions',
                        questions.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('common.delete')}
                  </Button>
                </HStack>
                <FormField name={`${at}.title`} label={t('surveys.questionTitle')} required />
                <Field.Root>
                  <Field.Label>{t('surveys.questionType')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={question.type}
                      onChange={(e) => {
                        const type = e.target.value as QuestionType;
                        set(at, {
                          ...question,
                          type,
                          choices: isChoice(type)
                            ? question.choices.length >= MIN_CHOICES
                              ? question.choices
                              : ['', '']
                            : [],
                          correctAnswer: resetCorrectAnswerOnTypeChange(type),
                        });
                      }}
                    >
                      {QUESTION_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`surveys.type.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {isChoice(question.type) ? (
                  <Stack gap="2">
                    {question.choices.map((choice, k) => (
                      <HStack key={k} align="end">
                        <Box flex="1">
                          <FormField
                            name={`${at}.choices.${k}`}
                            label={t('surveys.answer', { n: k + 1 })}
                          />
                        </Box>
                        {question.type === 'checkbox' ? (
                          <Checkbox.Root
                            checked={Array.isArray(correct) && correct.includes(choice)}
                            disabled={choice.trim() === ''}
                            onCheckedChange={(e) => {
                              const list = Array.isArray(correct) ? correct : [];
                              set(
                                `${at}.correctAnswer`,
                                e.checked === true
                                  ? [...list, choice]
                                  : list.filter((c) => c !== choice),
                              );
                            }}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t('surveys.correct')}</Checkbox.Label>
                          </Checkbox.Root>
                        ) : (
                          <Checkbox.Root
                            checked={correct === choice && choice !== ''}
                            disabled={choice.trim() === ''}
                            onCheckedChange={(e) =>
                              set(`${at}.correctAnswer`, e.checked === true ? choice : null)
                            }
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t('surveys.correct')}</Checkbox.Label>
                          </Checkbox.Root>
                        )}
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('surveys.removeAnswer', { n: k + 1 })}
                          disabled={question.choices.length <= MIN_CHOICES}
                          onClick={() => {
                            set(
                              `${at}.choices`,
                              question.choices.filter((_, j) => j !== k),
                            );
                            set(
                              `${at}.correctAnswer`,
                              resetCorrectAnswerOnTypeChange(question.type),
                            );
                          }}
                        >
                          ×
                        </IconButton>
                      </HStack>
                    ))}
                    <StandaloneError
                      message={typeof choiceError === 'string' ? choiceError : undefined}
                    />
                    <Box>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={question.choices.length >= MAX_CHOICES}
                        onClick={() => set(`${at}.choices`, [...question.choices, ''])}
                      >
                        {t('surveys.addAnswer')}
                      </Button>
                    </Box>
                  </Stack>
                ) : null}
                <StandaloneError
                  message={getIn(errors, `${at}.correctAnswer`) as string | undefined}
                />
                <FormField
                  name={`${at}.points`}
                  label={t('surveys.questionPoints')}
                  kind="number"
                />
                <ResourceFieldInput<Record<string, unknown>>
                  field={{
                    name: `${at}.image`,
                    label: 'surveys.questionImage',
                    kind: 'image',
                    upload: {
                      folder: ({ eventId }) => `events/${eventId}/images`,
                      accept: ['image/png', 'image/jpeg'],
                    },
                  }}
                  scope={scope}
                  required={false}
                />
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Box>
        <Button variant="outline" onClick={() => set('questions', [...questions, newQuestion()])}>
          {t('surveys.addQuestion')}
        </Button>
      </Box>
    </Stack>
  );
}
