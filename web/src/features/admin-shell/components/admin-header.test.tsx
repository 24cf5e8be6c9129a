// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AppDialog, ConfirmDeleteDialog } from '../../../components/app-dialog';
import { UserMenu } from '../../../components/user-menu';
import { registerUnsyncedWrites } from '../../../lib/session/device-wipe';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import type { MenuGroup } from '../sections';
import { SideMenu } from './side-menu';
import { ViewEventLinks } from './view-event-links';

const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));

beforeEach(() => {
  session.current = sessionValue();
});
afterEach(cleanup);

const groups: MenuGroup[] = [
  {
    title: 'menu.general',
    entries: [
      { title: 'section.main', to: 'main' },
      { title: 'section.styles', to: 'styles' },
    ],
  },
  { title: 'menu.content', entries: [{ title: 'section.agenda', to: '/eventadmin/evt-1/agenda' }] },
];

describe('SideMenu', () => {
  it('lists each group under its heading and marks the screen on display', () => {
    renderUi(<SideMenu groups={groups} />, { route: '/main' });
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Configuración general', 'Contenido del evento']);
    const current = within(nav)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current'));
    expect(current.map((l) => l.getAttribute('href'))).toEqual(['/main']);
  });

  it('tells the drawer to close when an entry is followed', async () => {
    const onNavigate = vi.fn();
    const { user } = renderUi(<SideMenu groups={groups} onNavigate={onNavigate} />, {
      route: '/main',
    });
    await user.click(screen.getAllByRole('link')[1]!);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('ViewEventLinks', () => {
  it('opens the landing by id and by the name’s slug', async () => {
    const { user } = renderUi(
      <ViewEventLinks event={eventFactory({ _id: 'evt-1', name: 'Feria  del-libro' })} />,
      { route: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'Ver evento' }));
    expect(
      (await screen.findByRole('menuitem', { name: 'Landing del evento' })).getAttribute('href'),
    ).toBe('/landing/evt-1');
    expect(screen.getByRole('menuitem', { name: 'Landing por nombre' }).getAttribute('href')).toBe(
      '/event/Feria-del---libro',
    );
    // No customer landing is configured in this build: the third link is absent, not broken.
    expect(screen.queryByRole('menuitem', { name: 'Landing del cliente' })).toBeNull();
  });
});

describe('UserMenu', () => {
  it('welcomes an anonymous visitor and opens the login', async () => {
    const { user } = renderUi(<UserMenu />, { route: '/' });
    expect(screen.getByText('Bienvenido')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(session.current?.openLogin).toHaveBeenCalled();
  });

  it('shows nothing while the session is still being restored', () => {
    session.current = sessionValue({ status: 'loading' });
    const { container } = renderUi(<UserMenu />, { route: '/' });
    expect(container.textContent).toBe('');
  });

  it('gives a signed-in user the account entries, creating under the organization', async () => {
    session.current = sessionValue({ uid: 'u-ana' });
    const { user } = renderUi(<UserMenu orgId="org 1" />, { route: '/' });
    const trigger = await screen.findByTestId('user-menu');
    expect(trigger.textContent).toBe('u-ana');
    expect(screen.getAllByRole('link', { name: 'Crear evento' })[0]?.getAttribute('href')).toBe(
      '/create-event/u-ana?orgId=org%201',
    );
    await user.click(trigger);
    expect((await screen.findByRole('menuitem', { name: 'Mi perfil' })).getAttribute('href')).toBe(
      '/profile/u-ana',
    );
    expect(screen.getByRole('menuitem', { name: 'Mis tiquetes' }).getAttribute('href')).toBe(
      '/tickets/u-ana',
    );
    expect(
      screen.getByRole('menuitem', { name: 'Administrar mis eventos' }).getAttribute('href'),
    ).toBe('/eventEdit/u-ana#events');
  });

  it('signs out at once when the device holds nothing unsent', async () => {
    session.current = sessionValue({ uid: 'u-ana' });
    const { user } = renderUi(<UserMenu />, { route: '/' });
    await user.click(await screen.findByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
    // The last entry, chosen from the keyboard.
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(session.current?.signOut).toHaveBeenCalled());
  });

  it('warns before signing out while check-ins wait on this device, and can still do it', async () => {
    session.current = sessionValue({ uid: 'u-door' });
    const forget = registerUnsyncedWrites(() => 3);
    try {
      const { user } = renderUi(<UserMenu />, { route: '/' });
      await user.click(await screen.findByTestId('user-menu'));
      await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
      // The last entry, chosen from the keyboard.
      await user.keyboard('{ArrowUp}{Enter}');
      const dialog = await screen.findByTestId('unsynced-logout');
      expect(dialog.textContent).toContain(
        '3 ingresos registrados en este dispositivo no han llegado al servidor',
      );
      expect(session.current.signOut).not.toHaveBeenCalled();
      await user.click(
        within(dialog).getByRole('button', { name: 'Cerrar sesión y descartarlos' }),
      );
      await waitFor(() => expect(session.current?.signOut).toHaveBeenCalled());
    } finally {
      forget();
    }
  });
});

describe('AppDialog', () => {
  it('closes from its close button, Escape and the backdrop', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <AppDialog open onClose={onClose} title="Detalles">
        <p>Cuerpo</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalles' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a blocking dialog has no close button and ignores Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <AppDialog open blocking onClose={onClose} title="Sin permiso" footer={<button>Ir</button>}>
        <p>Debe responder</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sin permiso' });
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ConfirmDeleteDialog asks with the screen’s sentence and deletes only on confirmation', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(
      <ConfirmDeleteDialog
        open
        text="Se eliminará la actividad Apertura."
        busy={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Está seguro de eliminar este registro?',
    });
    expect(within(dialog).getByText('Se eliminará la actividad Apertura.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
