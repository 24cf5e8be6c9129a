// @vitest-environment jsdom
import type { AforoEvent } from '@aforo/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { notify } from '../../../lib/notify';
import { TestProviders } from '../../../testing/providers';
import { surveysMessages } from '../messages';
import SurveyFormPage from './survey-form-page';

const update = vi.fn();

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/resources/event-content-source', () => ({
  relationOptions: () => ({ useOptions: () => ({ status: 'success', data: [] }) }),
}));
vi.mock('../api/surveys', () => ({
  adminBase: (eventId: string) => `/eventadmin/${eventId}/trivia`,
  adminSurveys: {
    useData: () => ({
      list: {
        status: 'success',
        data: [
          {
            _id: 's1',
            survey: 'Trivia de apertura',
            questions: [{ id: 'q1', title: '¿Qué día abre la feria?', type: 'text', choices: [] }],
          },
        ],
        retry: () => {},
      },
      create: vi.fn(),
      update: (...args: unknown[]) => update(...args) as Promise<void>,
      remove: vi.fn(),
    }),
  },
}));

afterEach(() => {
  cleanup();
  vi.mocked(notify).mockReset();
  update.mockReset();
});

const event = { _id: 'e1', name: 'Feria' } as AforoEvent;

function renderEditor() {
  render(
    <TestProviders messages={surveysMessages.es}>
      <AdminEventProvider value={{ event, access: { ...NO_ACCESS, isEventAdmin: true } }}>
        <MemoryRouter initialEntries={['/eventadmin/e1/trivia/editar?id=s1']}>
          <SurveyFormPage />
        </MemoryRouter>
      </AdminEventProvider>
    </TestProviders>,
  );
}

describe('the survey editor when saving an edit fails', { timeout: 30_000 }, () => {
  it('says "No se pudo actualizar la pregunta" when the server refuses a question', async () => {
    update.mockRejectedValue(
      new ApiRequestError(400, 'Datos no válidos', {
        'questions[0].title': 'La pregunta es requerida',
      }),
    );
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('No se pudo actualizar la pregunta', { type: 'error' }),
    );
    expect(update).toHaveBeenCalledWith(
      's1',
      expect.objectContaining({ survey: 'Trivia de apertura' }),
    );
  });

  it('does not blame a question for a refusal of the survey itself', async () => {
    update.mockRejectedValue(
      new ApiRequestError(400, 'Datos no válidos', { survey: 'El nombre es requerido' }),
    );
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(notify).not.toHaveBeenCalledWith('No se pudo actualizar la pregunta', {
      type: 'error',
    });
  });
});
