// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import ConfirmEmailModal from './confirm-email-modal';
import ExpiredSessionModal from './expired-session-modal';

const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));

beforeEach(() => {
  session.current = sessionValue({ uid: 'u-ana' });
});
afterEach(cleanup);

const LINK = 'https://aforo.example/account/action?mode=signIn&oobCode=abc';

describe('ConfirmEmailModal (a sign-in link opened in another browser)', () => {
  it('completes the link with the address typed, trimmed and lower-cased by the schema', async () => {
    const { user } = renderUi(<ConfirmEmailModal link={LINK} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu correo' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Correo electrónico/ }),
      ' Ana@Example.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(session.current?.completeEmailLink).toHaveBeenCalledWith('ana@example.com', LINK),
    );
  });

  it('asks for the address before trying the link', async () => {
    const { user } = renderUi(<ConfirmEmailModal link={LINK} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(within(dialog).getByText('El email es requerido')).toBeTruthy());
    expect(session.current?.completeEmailLink).not.toHaveBeenCalled();
  });

  it('says so when the link is refused (another address, an expired link), and lets them retry', async () => {
    session.current = sessionValue({
      uid: 'u-ana',
      completeEmailLink: vi.fn(() => Promise.reject(new Error('auth/invalid-email'))),
    });
    const { user } = renderUi(<ConfirmEmailModal link={LINK} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo/ }), 'otro@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Ingresar' }));
    expect(await within(dialog).findByText('Error al solicitar acceso al evento')).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Ingresar' }).disabled,
    ).toBe(false);
  });

  it('closing the dialog closes the session modal', async () => {
    const { user } = renderUi(<ConfirmEmailModal link={LINK} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(session.current?.closeModal).toHaveBeenCalled();
  });
});

describe('ExpiredSessionModal', () => {
  it('must be answered: no close button', async () => {
    renderUi(<ExpiredSessionModal />, { route: '/eventadmin/evt-1/agenda', path: '*' });
    const dialog = await screen.findByTestId('expired-session');
    expect(within(dialog).getByText('Tu sesión ha expirado')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('signing in again comes back to the page the visitor was on', async () => {
    const { user } = renderUi(<ExpiredSessionModal />, {
      route: '/eventadmin/evt-1/agenda?tab=2#top',
      path: '*',
    });
    const dialog = await screen.findByTestId('expired-session');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(session.current?.openLogin).toHaveBeenCalledWith({
        returnTo: '/eventadmin/evt-1/agenda?tab=2#top',
      }),
    );
    expect(session.current?.signOut).toHaveBeenCalled();
  });

  it('cancel signs out and goes home first', async () => {
    const { user } = renderUi(<ExpiredSessionModal />, {
      route: '/eventadmin/evt-1/agenda',
      path: '/eventadmin/:id/agenda',
    });
    const dialog = await screen.findByTestId('expired-session');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(session.current?.signOut).toHaveBeenCalled());
    expect(screen.getByTestId('navigated-away')).toBeTruthy();
    expect(session.current?.openLogin).not.toHaveBeenCalled();
  });
});
