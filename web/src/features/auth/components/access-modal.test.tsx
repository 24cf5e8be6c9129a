// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import type { AccessResult } from '../api/auth-actions';
import AccessModal from './access-modal';

const actions = vi.hoisted(() => ({
  requestPasswordReset: vi.fn<(...args: unknown[]) => Promise<AccessResult>>(),
  requestAccessLink: vi.fn<(...args: unknown[]) => Promise<AccessResult>>(),
}));
vi.mock('../api/auth-actions', () => actions);
vi.mock('../../../lib/auth', () => ({ useAuth: () => ({ name: 'auth' }) }));
const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));
const active = vi.hoisted(() => ({ current: null as { eventId: string } | null }));
vi.mock('../../../lib/event/active-event', () => ({ useActiveEvent: () => active.current }));

beforeEach(() => {
  session.current = sessionValue();
  active.current = { eventId: 'evt-1' };
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function ask(mode: 'recover' | 'link', email: string, route = '/landing/evt-1/agenda') {
  const view = renderUi(<AccessModal mode={mode} />, { route });
  const dialog = await screen.findByTestId('access-modal');
  await view.user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), email);
  await view.user.click(
    within(dialog).getByRole('button', {
      name: mode === 'recover' ? 'Restablecer contraseña' : 'Enviar link de acceso',
    }),
  );
  return { ...view, dialog };
}

describe('AccessModal', () => {
  it('recovers the password for the address typed, back to the page it was opened on', async () => {
    actions.requestPasswordReset.mockResolvedValue('sent');
    const { dialog } = await ask('recover', 'Ana@Example.com');
    expect((await within(dialog).findByTestId('access-result')).textContent).toBe(
      'Se ha enviado una nueva contraseña a: ana@example.com',
    );
    expect(actions.requestPasswordReset).toHaveBeenCalledWith(
      { name: 'auth' },
      'ana@example.com',
      '/landing/evt-1/agenda',
    );
    expect(actions.requestAccessLink).not.toHaveBeenCalled();
  });

  it('an access link returns to where a guard wanted to go, when one did', async () => {
    session.current = sessionValue({ returnTo: '/eventadmin/evt-1/agenda' });
    actions.requestAccessLink.mockResolvedValue('sent');
    const { dialog } = await ask('link', 'ana@example.com');
    expect((await within(dialog).findByTestId('access-result')).textContent).toBe(
      'Se ha enviado un link de acceso a su correo electrónico ana@example.com',
    );
    expect(actions.requestAccessLink.mock.calls[0]?.[2]).toBe('/eventadmin/evt-1/agenda');
  });

  it('an unregistered address is said, with a way to register to the event', async () => {
    actions.requestPasswordReset.mockResolvedValue('not-registered');
    const { dialog, user } = await ask('recover', 'nadie@example.com');
    expect((await within(dialog).findByTestId('access-result')).textContent).toContain(
      'nadie@example.com no se encuentra registrado en este evento',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Registrarme' }));
    expect(session.current?.openLogin).toHaveBeenCalledWith({ tab: 'register' });
  });

  it('outside an event there is nothing to register to: no Register button', async () => {
    active.current = null;
    actions.requestAccessLink.mockResolvedValue('not-registered');
    const { dialog } = await ask('link', 'nadie@example.com', '/');
    expect((await within(dialog).findByTestId('access-result')).textContent).toBe(
      'Este email no se encuentra registrado en este evento',
    );
    expect(within(dialog).queryByRole('button', { name: 'Registrarme' })).toBeNull();
  });

  it('a failed request is a warning, and the form stays to try again', async () => {
    actions.requestAccessLink.mockResolvedValue('failed');
    const { dialog } = await ask('link', 'ana@example.com');
    expect((await within(dialog).findByTestId('access-result')).textContent).toBe(
      'Error al solicitar acceso al evento',
    );
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Enviar link de acceso' })
        .disabled,
    ).toBe(false);
  });

  it('asks for the address before sending anything, and goes back to the login', async () => {
    const { user } = renderUi(<AccessModal mode="recover" />, { route: '/' });
    const dialog = await screen.findByTestId('access-modal');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() => expect(within(dialog).getByText('El email es requerido')).toBeTruthy());
    expect(actions.requestPasswordReset).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Volver al inicio de sesión' }));
    expect(session.current?.openLogin).toHaveBeenCalledWith({ tab: 'login' });
  });
});
