// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { renderUi } from '../testing/render';
import { useErrorModal } from './error-modal';

afterEach(cleanup);

function Failing({ error }: { error: unknown }) {
  const show = useErrorModal();
  return (
    <button type="button" onClick={() => show(error)}>
      Guardar
    </button>
  );
}

describe('the error modal', () => {
  it('says the status in its title and the API’s message in its body', async () => {
    const { user } = renderUi(<Failing error={new ApiRequestError(403, 'No tiene permiso')} />);
    expect(screen.queryByTestId('error-modal')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'ERROR: 403' });
    expect(within(dialog).getByText('No tiene permiso')).toBeTruthy();
  });

  it('a failure that is not the API’s reads as 800 with its own message', async () => {
    const { user } = renderUi(<Failing error={new Error('Algo se rompió')} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'ERROR: 800' });
    expect(within(dialog).getByText('Algo se rompió')).toBeTruthy();
  });

  it('closes with Aceptar, and opens again for the next error', async () => {
    const { user } = renderUi(<Failing error={new ApiRequestError(500, 'Servidor caído')} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByTestId('error-modal');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByTestId('error-modal')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('error-modal')).toBeTruthy();
  });
});
