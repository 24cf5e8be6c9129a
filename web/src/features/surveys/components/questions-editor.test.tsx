// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { surveySchema, type SurveyInput } from '@aforo/domain';
import { Formik } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { surveysMessages } from '../messages';
import { QuestionsEditor } from './questions-editor';

afterEach(cleanup);

describe('QuestionsEditor', () => {
  it('validates a new question while its answers are still blank', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    render(
      <TestProviders messages={surveysMessages.es}>
        <Formik<SurveyInput>
          initialValues={surveySchema.cast({ survey: 'Trivia' })}
          validationSchema={surveySchema}
          onSubmit={() => undefined}
        >
          <QuestionsEditor scope={{ eventId: 'evt-1', timeZone: 'America/Bogota' }} />
        </Formik>
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    const title = await screen.findByRole('textbox', { name: /Pregunta/ });
    // Formik hands '' to the schema as undefined: the blank answers are undefined here.
    fireEvent.change(title, { target: { value: '¿Capital de Colombia?' } });
    fireEvent.blur(title);
    fireEvent.blur(screen.getByRole('textbox', { name: 'Respuesta 1' }));
    // The blank answer is named under its input, and nothing throws on the way.
    await waitFor(() => expect(screen.getByText('Este campo es requerido')).toBeTruthy());
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
