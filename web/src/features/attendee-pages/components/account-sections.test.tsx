// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import { attendeePagesMessages } from '../messages';
import { MyDataSection, PasswordSection } from './account-sections';

const profile = vi.hoisted(() => ({
  changePassword: vi.fn(),
  deleteMyAccount: vi.fn(),
  downloadMyData: vi.fn(),
}));
vi.mock('../api/profile', () => profile);
const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));

beforeEach(() => {
  session.current = sessionValue({ uid: 'u-ana' });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const messages = attendeePagesMessages.es;

describe('PasswordSection', () => {
  async function fill(
    user: ReturnType<typeof renderUi>['user'],
    { current, next, confirm }: { current: string; next: string; confirm: string },
  ) {
    if (current) await user.type(screen.getByLabelText(/Contraseña actual/), current);
    if (next) await user.type(screen.getByLabelText(/^Nueva contraseña/), next);
    if (confirm) await user.type(screen.getByLabelText(/Repite la nueva contraseña/), confirm);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  }

  it('changes the password and says so, with the form emptied', async () => {
    profile.changePassword.mockResolvedValue({ ok: true });
    const { user } = renderUi(<PasswordSection hasPassword />, { messages });
    await fill(user, { current: 'vieja1', next: 'nueva12', confirm: 'nueva12' });
    expect((await screen.findByRole('status')).textContent).toBe('¡Listo! Tu contraseña cambió.');
    expect(profile.changePassword).toHaveBeenCalledWith('vieja1', 'nueva12');
    expect((screen.getByLabelText(/Contraseña actual/) as HTMLInputElement).value).toBe('');
  });

  it('checks the new password’s length and its repetition before asking anyone', async () => {
    const { user } = renderUi(<PasswordSection hasPassword />, { messages });
    await fill(user, { current: 'vieja1', next: 'corta', confirm: 'otra12' });
    expect(await screen.findByText('Las dos contraseñas nuevas no coinciden')).toBeTruthy();
    expect(screen.getByText(/al menos 6/)).toBeTruthy();
    expect(profile.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong current password is said under that field', async () => {
    profile.changePassword.mockResolvedValue({ ok: false, reason: 'wrongCurrent' });
    const { user } = renderUi(<PasswordSection hasPassword />, { messages });
    await fill(user, { current: 'mala123', next: 'nueva12', confirm: 'nueva12' });
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure of the whole change is said below the form', async () => {
    profile.changePassword.mockResolvedValue({ ok: false, reason: 'tooMany' });
    const { user } = renderUi(<PasswordSection hasPassword />, { messages });
    await fill(user, { current: 'vieja1', next: 'nueva12', confirm: 'nueva12' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages['attendeePages.password.failed.tooMany'],
    );
  });

  it('an account without a password is offered the link that creates one', async () => {
    const { user } = renderUi(<PasswordSection hasPassword={false} />, { messages });
    expect(screen.queryByLabelText(/Contraseña actual/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar enlace para crear contraseña' }));
    expect(session.current?.openAccess).toHaveBeenCalledWith('recover');
  });
});

describe('MyDataSection', () => {
  it('downloads the account’s data, and says why when it cannot', async () => {
    profile.downloadMyData.mockRejectedValueOnce(new ApiRequestError(429, 'Demasiadas descargas'));
    const { user } = renderUi(<MyDataSection userId="u-ana" />, {
      messages,
      route: '/profile/u-ana',
    });
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(profile.downloadMyData).toHaveBeenCalledWith('u-ana');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo descargar el archivo: Demasiadas descargas',
    );
  });

  it('deletes the account only after the consequences were read, then signs out and goes home', async () => {
    profile.deleteMyAccount.mockResolvedValue({ message: 'ok' });
    const { user } = renderUi(<MyDataSection userId="u-ana" />, {
      messages,
      route: '/profile/u-ana',
      path: '/profile/:id',
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByTestId('confirm-account-deletion');
    expect(within(dialog).getByText('Se borran tu perfil y tus datos personales.')).toBeTruthy();
    expect(profile.deleteMyAccount).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    await waitFor(() => expect(session.current?.signOut).toHaveBeenCalled());
    expect(profile.deleteMyAccount).toHaveBeenCalledWith('u-ana');
    expect(await screen.findByTestId('navigated-away')).toBeTruthy();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { user } = renderUi(<MyDataSection userId="u-ana" />, { messages, route: '/' });
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByTestId('confirm-account-deletion');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-account-deletion')).toBeNull());
    expect(profile.deleteMyAccount).not.toHaveBeenCalled();
  });

  it('a refused deletion keeps the session and says why', async () => {
    profile.deleteMyAccount.mockRejectedValue(
      new ApiRequestError(409, 'Eres el único administrador de un evento'),
    );
    const { user } = renderUi(<MyDataSection userId="u-ana" />, { messages, route: '/' });
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByTestId('confirm-account-deletion');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo eliminar la cuenta: Eres el único administrador de un evento',
    );
    expect(session.current?.signOut).not.toHaveBeenCalled();
  });
});
