// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { ApiRequestError } from '../../lib/api-client';
import { defineDocumentForm } from '../../lib/resources/resource';
import { TestProviders } from '../../testing/providers';
import { DocumentFormView } from './document-form';

afterEach(cleanup);

/** A set-up document form whose load fails with `error`. */
function renderFailingLoad(error: unknown) {
  const form = defineDocumentForm<{ name: string }, { name: string }>({
    name: 'doc',
    title: 'spaces.title',
    schema: yup.object({ name: yup.string().required() }),
    fields: [{ name: 'name', label: 'spaces.name' }],
    load: () => Promise.reject(error),
    toValues: (document) => document,
    save: () => Promise.resolve(),
    canWrite: () => true,
  });
  render(<DocumentFormView form={form} scope={{ eventId: 'e1' }} event={{}} canWrite />, {
    wrapper: TestProviders,
  });
}

describe('DocumentForm when its document cannot be read', () => {
  it('says "No hay información guardada" where nothing was ever stored (404), with a retry', async () => {
    renderFailingLoad(new ApiRequestError(404, 'Evento no encontrado'));
    expect(await screen.findByText('No hay información guardada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('says the information could not be loaded for any other failure', async () => {
    renderFailingLoad(new ApiRequestError(700, 'Network Error'));
    expect(await screen.findByText('No se pudo cargar la información.')).toBeTruthy();
    expect(screen.queryByText('No hay información guardada')).toBeNull();
  });
});
