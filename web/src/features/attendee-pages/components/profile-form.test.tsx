// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { UserProfile, UserProfileInput } from '@aforo/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorModalProvider } from '../../../components/error-modal';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { ApiRequestError } from '../../../lib/api-client';
import type { SessionValue } from '../../../lib/session/session-provider';
import { sessionValue } from '../../../testing/session';
import { attendeePagesMessages } from '../messages';
import { ProfileForm } from './profile-form';

const profileApi = vi.hoisted(() => ({
  saveProfile: vi.fn<(userId: string, input: UserProfileInput) => Promise<UserProfile>>(),
}));
vi.mock('../api/profile', () => profileApi);
const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));

beforeEach(() => {
  session.current = sessionValue({ uid: 'u-ana' });
  // The saved profile comes back as the API stores it.
  profileApi.saveProfile.mockImplementation((_id, input) =>
    Promise.resolve({ ...input, _id: 'u-ana', email: 'ana@example.com' }),
  );
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
  document.documentElement.lang = '';
});

const stored: UserProfile = {
  _id: 'u-ana',
  email: 'ana@example.com',
  names: 'Ana Gómez',
  picture: null,
  company: '',
  position: '',
  company_type: null,
  bio: '',
  interests: ['Cerámica'],
  language: null,
};

function renderForm(interestOptions: string[] = ['data', 'Robótica']) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider features={attendeePagesMessages}>
        <ErrorModalProvider>
          <ProfileForm userId="u-ana" profile={stored} interestOptions={interestOptions} />
        </ErrorModalProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return user;
}

describe('ProfileForm', () => {
  it('saves trimmed text, empty choices as none, and says it saved', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Empresa u organización' }), '  Acme  ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de organización' }),
      'Pyme',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(profileApi.saveProfile).toHaveBeenCalledTimes(1));
    expect(profileApi.saveProfile.mock.calls[0]).toEqual([
      'u-ana',
      {
        names: 'Ana Gómez',
        picture: null,
        company: 'Acme',
        position: '',
        company_type: 'sme',
        bio: '',
        interests: ['Cerámica'],
        language: null,
      },
    ]);
    expect((await screen.findByTestId('profile-saved')).textContent).toBe(
      'Información actualizada correctamente',
    );
    // The header's name and photo are read again.
    expect(session.current?.refreshUser).toHaveBeenCalled();
  });

  it('offers the event’s interests, named in the reader’s language, and keeps one chosen before', async () => {
    const user = renderForm();
    const interests = screen.getByTestId('profile-interests');
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Datos y analítica', 'Robótica', 'Cerámica']);
    await user.click(within(interests).getByText('Robótica'));
    await user.click(within(interests).getByText('Cerámica'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(profileApi.saveProfile).toHaveBeenCalled());
    expect(profileApi.saveProfile.mock.calls[0]?.[1].interests).toEqual(['Robótica']);
  });

  it('switches the app to the language saved with the profile', async () => {
    const user = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma preferido' }), 'English');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('aforo.locale')).toBe('en');
  });

  it('a name is required before anything is sent', async () => {
    const user = renderForm();
    await user.clear(screen.getByRole('textbox', { name: /^Nombres/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es requerido')).toBeTruthy();
    expect(profileApi.saveProfile).not.toHaveBeenCalled();
  });

  it('shows the server’s message for a field under that field', async () => {
    profileApi.saveProfile.mockRejectedValue(
      new ApiRequestError(422, 'Datos no válidos', { position: 'Cargo demasiado largo' }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Director');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cargo demasiado largo')).toBeTruthy();
    expect(screen.queryByTestId('profile-saved')).toBeNull();
  });
});
