// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import LoginModal from './login-modal';

vi.mock('../../../lib/session/session-provider', () => ({
  useSession: () => ({
    status: 'anonymous',
    user: null,
    closeModal: vi.fn(),
    openLogin: vi.fn(),
    openAccess: vi.fn(),
  }),
}));
vi.mock('../../../lib/event/active-event', () => ({
  useActiveEvent: () => ({ eventId: 'evt-1' }),
}));
vi.mock('../../../lib/auth', () => ({ useAuth: () => ({}) }));
vi.mock('../../../components/error-modal', () => ({ useErrorModal: () => vi.fn() }));
vi.mock('../../registration', () => ({ RegisterPanel: () => <p>registration form</p> }));

afterEach(cleanup);

function renderOn(tab: 'login' | 'register') {
  render(
    <MemoryRouter>
      <TestProviders>
        <LoginModal tab={tab} />
      </TestProviders>
    </MemoryRouter>,
  );
}

describe('LoginModal', () => {
  it('is titled for registering while on the Registrarme tab', async () => {
    renderOn('register');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Registro' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('is titled Iniciar sesión on the login tab', async () => {
    renderOn('login');
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
