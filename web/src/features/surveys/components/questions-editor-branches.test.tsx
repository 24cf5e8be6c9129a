// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MAX_CHOICES, surveySchema, type QuestionInput, type SurveyInput } from '@aforo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi, withFormik } from '../../../testing/render';
import { surveysMessages } from '../messages';
import { QuestionsEditor } from './questions-editor';

afterEach(cleanup);

const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };

const question = (over: Partial<QuestionInput> = {}): QuestionInput => ({
  id: 'q1',
  title: '¿Color favorito?',
  type: 'radiogroup',
  choices: ['Rojo', 'Azul'],
  correctAnswer: null,
  points: 1,
  image: null,
  ...over,
});

function renderEditor(questions: QuestionInput[]) {
  const initial: SurveyInput = { ...surveySchema.cast({ survey: 'Trivia' }), questions };
  const form = withFormik<SurveyInput>(initial, <QuestionsEditor scope={scope} />);
  const view = renderUi(form.ui, { messages: surveysMessages.es });
  return { ...view, latest: form.latest };
}

const card = (i: number) => screen.getByTestId(`survey-question-${i}`);
const correctBoxes = (i: number) =>
  within(card(i)).getAllByRole('checkbox', { name: 'Respuesta correcta' });

describe('QuestionsEditor: the question list', () => {
  it('numbers the questions and adds a blank single-choice one with two answers', async () => {
    const { user, latest } = renderEditor([question()]);
    expect(screen.getByRole('heading', { name: 'Pregunta 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    expect(screen.getByRole('heading', { name: 'Pregunta 2' })).toBeTruthy();
    const added = latest().questions[1];
    expect(added).toMatchObject({ title: '', type: 'radiogroup', choices: ['', ''], points: 1 });
    expect(added?.correctAnswer).toBeNull();
    // Every new question has its own id (the list is keyed by it).
    expect(added?.id).not.toBe('q1');
  });

  it('removes exactly the question whose delete button was pressed', async () => {
    const { user, latest } = renderEditor([
      question({ id: 'a', title: 'Primera' }),
      question({ id: 'b', title: 'Segunda' }),
      question({ id: 'c', title: 'Tercera' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar la pregunta 2' }));
    await waitFor(() =>
      expect(latest().questions.map((q) => q.title)).toEqual(['Primera', 'Tercera']),
    );
    expect(screen.queryByTestId('survey-question-2')).toBeNull();
  });
});

describe('QuestionsEditor: answers of a choice question', () => {
  it('adds answers up to the maximum, then disables the add button', async () => {
    const { user, latest } = renderEditor([question()]);
    const add = within(card(0)).getByRole('button', { name: 'Agregar respuesta' });
    for (let n = 2; n < MAX_CHOICES; n += 1) await user.click(add);
    await waitFor(() => expect(latest().questions[0]?.choices).toHaveLength(MAX_CHOICES));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(card(0)).getByRole('textbox', { name: `Respuesta ${MAX_CHOICES}` })).toBeTruthy();
  });

  it('cannot remove an answer below the minimum of two', () => {
    renderEditor([question()]);
    const remove = within(card(0)).getByRole('button', { name: 'Quitar la respuesta 1' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
  });

  it('removing an answer drops it and clears the correct answer chosen before', async () => {
    const { user, latest } = renderEditor([
      question({ choices: ['Rojo', 'Azul', 'Verde'], correctAnswer: 'Azul' }),
    ]);
    await user.click(within(card(0)).getByRole('button', { name: 'Quitar la respuesta 1' }));
    await waitFor(() => expect(latest().questions[0]?.choices).toEqual(['Azul', 'Verde']));
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toBeNull());
  });

  it('marks one correct answer for a single choice, and unmarking leaves none', async () => {
    const { user, latest } = renderEditor([question()]);
    await user.click(correctBoxes(0)[1]!);
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toBe('Azul'));
    await waitFor(() => expect((correctBoxes(0)[1] as HTMLInputElement).checked).toBe(true));
    // Choosing another answer replaces the first: a single choice has one right answer.
    await user.click(correctBoxes(0)[0]!);
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toBe('Rojo'));
    await user.click(correctBoxes(0)[0]!);
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toBeNull());
  });

  it('collects several correct answers for a multiple choice and removes an unmarked one', async () => {
    const { user, latest } = renderEditor([
      question({ type: 'checkbox', choices: ['A', 'B', 'C'], correctAnswer: [] }),
    ]);
    await user.click(correctBoxes(0)[0]!);
    await user.click(correctBoxes(0)[2]!);
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toEqual(['A', 'C']));
    await user.click(correctBoxes(0)[0]!);
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toEqual(['C']));
  });

  it('cannot mark a blank answer as the correct one', () => {
    renderEditor([question({ choices: ['Rojo', '  '] })]);
    const boxes = correctBoxes(0);
    expect((boxes[0] as HTMLInputElement).disabled).toBe(false);
    expect((boxes[1] as HTMLInputElement).disabled).toBe(true);
  });
});

describe('QuestionsEditor: changing the question type', () => {
  it('a free-text type drops the answers and their controls', async () => {
    const { user, latest } = renderEditor([question({ correctAnswer: 'Rojo' })]);
    await user.selectOptions(
      within(card(0)).getByRole('combobox', { name: 'Tipo de pregunta' }),
      'Comentario',
    );
    await waitFor(() =>
      expect(latest().questions[0]).toMatchObject({ type: 'comment', choices: [] }),
    );
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toBeNull());
    expect(within(card(0)).queryByRole('button', { name: 'Agregar respuesta' })).toBeNull();
    expect(within(card(0)).queryByRole('textbox', { name: 'Respuesta 1' })).toBeNull();
  });

  it('single to multiple choice keeps the answers and resets the correct one to a list', async () => {
    const { user, latest } = renderEditor([question({ correctAnswer: 'Azul' })]);
    await user.selectOptions(
      within(card(0)).getByRole('combobox', { name: 'Tipo de pregunta' }),
      'Selección múltiple',
    );
    await waitFor(() =>
      expect(latest().questions[0]).toMatchObject({ type: 'checkbox', choices: ['Rojo', 'Azul'] }),
    );
    await waitFor(() => expect(latest().questions[0]?.correctAnswer).toEqual([]));
  });

  it('back from free text to a choice type starts again with two blank answers', async () => {
    const { user, latest } = renderEditor([question({ type: 'text', choices: [] })]);
    await user.selectOptions(
      within(card(0)).getByRole('combobox', { name: 'Tipo de pregunta' }),
      'Selección única',
    );
    await waitFor(() => expect(latest().questions[0]?.choices).toEqual(['', '']));
    expect(within(card(0)).getByRole('textbox', { name: 'Respuesta 2' })).toBeTruthy();
  });
});
