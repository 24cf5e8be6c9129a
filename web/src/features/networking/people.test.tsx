// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AforoEvent, NetworkingAttendee, NetworkingInvitation } from '@aforo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../testing/providers';
import { socialMessages } from '../chat';
import { MemoryRouter } from 'react-router-dom';
import { AttendeeList, Recommendations } from './people';

const api = vi.hoisted(() => ({
  invite: vi.fn(() => Promise.resolve({ message: 'Solicitud enviada' })),
  respond: vi.fn(() => Promise.resolve({ message: 'OK' })),
}));
vi.mock('./api', () => ({ networkingApi: api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ME = 'me';
const person = (uid: string, names: string): NetworkingAttendee => ({
  uid,
  attendee_id: `att-${uid}`,
  names,
  picture: null,
  fields: [],
  interests: [],
});
const invitation = (
  from: string,
  to: string,
  response: NetworkingInvitation['response'],
): NetworkingInvitation =>
  ({
    _id: `inv-${from}-${to}`,
    event_id: 'evt-1',
    participants: [from, to],
    id_user_requesting: from,
    id_user_requested: to,
    user_name_requesting: from,
    user_name_requested: to,
    state: 'send',
    response,
  }) as NetworkingInvitation;

function renderList(invitations: NetworkingInvitation[]) {
  render(
    <TestProviders messages={socialMessages.es}>
      <AttendeeList
        event={{ _id: 'evt-1' } as AforoEvent}
        people={[
          person('ana', 'Ana'),
          person('beto', 'Beto'),
          person('carla', 'Carla'),
          person('dario', 'Darío'),
        ]}
        loading={false}
        search=""
        onSearch={() => undefined}
        online={new Set()}
        invitations={invitations}
        me={ME}
        onChat={() => undefined}
      />
    </TestProviders>,
  );
}

const card = (name: string) =>
  screen.getAllByTestId('attendee-card').find((c) => within(c).queryByText(name) !== null)!;

describe('AttendeeList contact requests', () => {
  it('says why no request can be sent, and offers Aceptar for one received', () => {
    renderList([
      invitation(ME, 'ana', 'accepted'),
      invitation(ME, 'beto', null),
      invitation('carla', ME, null),
      invitation(ME, 'dario', 'declined'),
    ]);
    const send = { name: 'Enviar solicitud de contacto' };
    expect(within(card('Ana')).queryByRole('button', send)).toBeNull();
    expect(within(card('Ana')).getByText('Ya es tu contacto.')).toBeTruthy();
    expect(within(card('Beto')).queryByRole('button', send)).toBeNull();
    expect(
      within(card('Beto')).getByText('Le enviaste una solicitud de contacto: espera su respuesta.'),
    ).toBeTruthy();
    expect(within(card('Carla')).queryByRole('button', send)).toBeNull();
    expect(within(card('Carla')).getByText('Te envió una solicitud de contacto.')).toBeTruthy();
    // A declined request leaves room for a new one.
    expect(within(card('Darío')).getByRole('button', send)).toBeTruthy();
    expect(within(card('Darío')).queryByTestId('contact-state')).toBeNull();

    fireEvent.click(within(card('Carla')).getByRole('button', { name: 'Aceptar' }));
    expect(api.respond).toHaveBeenCalledWith('evt-1', 'inv-carla-me', 'accepted');
  });
});

describe('Recommendations', () => {
  it('shows each person with the reasons of its score, in words with plurals', () => {
    render(
      <TestProviders messages={socialMessages.es}>
        <MemoryRouter>
          <Recommendations
            event={{ _id: 'evt-1' } as AforoEvent}
            me={ME}
            invitations={[invitation('ana', ME, null)]}
            online={new Set()}
            onChat={() => undefined}
            loading={false}
            profileHref="/profile/me"
            recommendations={[
              {
                ...person('ana', 'Ana'),
                score: 9,
                reasons: [
                  { kind: 'interests', shared: ['data', 'Robótica'] },
                  { kind: 'sessions', count: 1 },
                  { kind: 'role', rolId: 'r1', name: 'Expositor' },
                ],
              },
            ]}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    const card = screen.getByTestId('recommendation');
    expect(
      within(card).getByText('2 intereses en común: Datos y analítica, Robótica'),
    ).toBeTruthy();
    expect(within(card).getByText('1 sesión en común en tu agenda')).toBeTruthy();
    expect(within(card).getByText('Mismo rol en el evento: Expositor')).toBeTruthy();
    // The request she sent is answered here, not with a disabled button.
    expect(within(card).getByText('Te envió una solicitud de contacto.')).toBeTruthy();
  });

  it('says how to get recommendations when there are none', () => {
    render(
      <TestProviders messages={socialMessages.es}>
        <MemoryRouter>
          <Recommendations
            event={{ _id: 'evt-1' } as AforoEvent}
            me={ME}
            invitations={[]}
            online={new Set()}
            onChat={() => undefined}
            loading={false}
            profileHref="/profile/me"
            recommendations={[]}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Completar mi perfil' }).getAttribute('href')).toBe(
      '/profile/me',
    );
  });
});
