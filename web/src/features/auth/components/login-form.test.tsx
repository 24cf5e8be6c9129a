// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import type { LoginResult } from '../api/auth-actions';
import { LoginForm } from './login-modal';

const actions = vi.hoisted(() => ({
  signIn: vi.fn<(...args: unknown[]) => Promise<LoginResult>>(),
}));
vi.mock('../api/auth-actions', () => actions);
vi.mock('../../../lib/auth', () => ({ useAuth: () => ({ name: 'auth' }) }));
const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));
vi.mock('../../registration', () => ({ RegisterPanel: () => null }));

beforeEach(() => {
  session.current = sessionValue();
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function logIn(email: string, password: string, route = '/') {
  const view = renderUi(<LoginForm />, { route, path: '/' });
  if (email) await view.user.type(screen.getByLabelText(/Correo electrónico/), email);
  if (password) await view.user.type(screen.getByLabelText(/^Contraseña/), password);
  await view.user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return view;
}

describe('LoginForm', () => {
  it('signs in with the address as the schema keeps it and closes the modal', async () => {
    actions.signIn.mockResolvedValue('ok');
    await logIn('Ana@Example.com', 'clave');
    await waitFor(() => expect(session.current?.closeModal).toHaveBeenCalled());
    expect(actions.signIn).toHaveBeenCalledWith(
      { name: 'auth' },
      { email: 'ana@example.com', password: 'clave' },
    );
    expect(screen.queryByTestId('navigated-away')).toBeNull();
  });

  it('goes where a guard sent the visitor from, once signed in', async () => {
    session.current = sessionValue({ returnTo: '/eventadmin/evt-1/agenda' });
    actions.signIn.mockResolvedValue('ok');
    await logIn('ana@example.com', 'secreta');
    expect(await screen.findByTestId('navigated-away')).toBeTruthy();
    expect(session.current.clearReturnTo).toHaveBeenCalled();
  });

  it('says the address or password is wrong, and keeps the modal open', async () => {
    actions.signIn.mockResolvedValue('wrong-credentials');
    await logIn('ana@example.com', 'mala');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Correo o contraseña equivocada',
    );
    expect(session.current?.closeModal).not.toHaveBeenCalled();
  });

  it('any other failure opens the error modal with its status', async () => {
    actions.signIn.mockRejectedValue(new ApiRequestError(700, 'Network Error'));
    await logIn('ana@example.com', 'secreta');
    expect(await screen.findByRole('dialog', { name: 'ERROR: 700' })).toBeTruthy();
  });

  it('asks for both fields before trying', async () => {
    await logIn('', '');
    expect(await screen.findByText('Ingrese un correo')).toBeTruthy();
    expect(screen.getByText('Ingrese una contraseña')).toBeTruthy();
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it('offers the password recovery and the access link', async () => {
    const { user } = renderUi(<LoginForm />, { route: '/' });
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(session.current?.openAccess).toHaveBeenCalledWith('recover');
    await user.click(screen.getByRole('button', { name: /link de acceso/i }));
    expect(session.current?.openAccess).toHaveBeenLastCalledWith('link');
  });
});
