// @vitest-environment jsdom
import type {
  AforoEvent,
  MeetingRequest,
  NetworkingAttendee,
  NetworkingInvitation,
} from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { renderUi } from '../../testing/render';
import { socialMessages } from '../chat';
import { AttendeeList, Contacts, contactStateOf, Meetings } from './people';

const api = vi.hoisted(() => ({
  invite: vi.fn(),
  respond: vi.fn(),
  answerMeeting: vi.fn(),
  requestMeeting: vi.fn(),
}));
vi.mock('./api', () => ({ networkingApi: api }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const messages = socialMessages.es;
const ME = 'me';
const event = { _id: 'evt-1', dates: ['2027-03-15'] } as unknown as AforoEvent;

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
    user_name_requesting: `Nombre ${from}`,
    user_name_requested: `Nombre ${to}`,
    state: 'send',
    response,
  }) as NetworkingInvitation;

describe('contactStateOf', () => {
  it('tells a contact, a request either way, and nothing between two people', () => {
    expect(contactStateOf([invitation(ME, 'ana', 'accepted')], ME, 'ana')).toEqual({
      kind: 'contact',
    });
    expect(contactStateOf([invitation(ME, 'ana', null)], ME, 'ana')).toEqual({ kind: 'sent' });
    expect(contactStateOf([invitation('ana', ME, null)], ME, 'ana')).toEqual({
      kind: 'received',
      invitationId: 'inv-ana-me',
    });
    expect(contactStateOf([invitation(ME, 'beto', null)], ME, 'ana')).toEqual({ kind: 'none' });
  });

  it('a declined request counts for nothing; an accepted one wins over a pending one', () => {
    expect(contactStateOf([invitation(ME, 'ana', 'declined')], ME, 'ana')).toEqual({
      kind: 'none',
    });
    expect(
      contactStateOf([invitation('ana', ME, null), invitation(ME, 'ana', 'accepted')], ME, 'ana'),
    ).toEqual({ kind: 'contact' });
  });
});

describe('AttendeeList', () => {
  const ana: NetworkingAttendee = {
    uid: 'ana',
    attendee_id: 'att-ana',
    names: 'Ana Gómez',
    picture: null,
    fields: [{ name: 'empresa', label: 'Empresa', value: 'Acme' }],
    interests: ['Robótica'],
  } as NetworkingAttendee;

  function renderList(
    over: Partial<Parameters<typeof AttendeeList>[0]> = {},
  ): ReturnType<typeof renderUi> & { onChat: ReturnType<typeof vi.fn> } {
    const onChat = vi.fn();
    const view = renderUi(
      <AttendeeList
        event={event}
        people={[ana]}
        loading={false}
        search=""
        onSearch={() => {}}
        online={new Set()}
        invitations={[]}
        me={ME}
        onChat={onChat}
        {...over}
      />,
      { messages },
    );
    return { ...view, onChat };
  }

  it('shows the fields visible to contacts, the interests, and who is online', () => {
    renderList({ online: new Set(['ana']) });
    const card = screen.getByTestId('attendee-card');
    expect(card.textContent).toContain('Empresa: Acme');
    expect(card.textContent).toContain('Intereses: Robótica');
    expect(within(card).getByRole('img', { name: 'En línea' })).toBeTruthy();
  });

  it('opens the chat with the person', async () => {
    const { user, onChat } = renderList();
    await user.click(screen.getByRole('button', { name: 'Chatear' }));
    expect(onChat).toHaveBeenCalledWith('ana');
  });

  it('sends a contact request and shows the server’s answer, or why it failed', async () => {
    api.invite.mockResolvedValueOnce({ message: 'Solicitud enviada' });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de contacto' }));
    expect(api.invite).toHaveBeenCalledWith('evt-1', 'ana');
    expect((await screen.findByRole('status')).textContent).toBe('Solicitud enviada');
    api.invite.mockRejectedValueOnce(new ApiRequestError(409, 'Ya existe una solicitud'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de contacto' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Ya existe una solicitud'),
    );
  });

  it('opens the meeting form for the person and closes it on Cancelar', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Solicitar reunión' }));
    expect(screen.getByText('Solicitar una reunión con Ana Gómez')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByTestId('meeting-form')).toBeNull();
  });

  it('searches by what is typed, and says when nobody else has an account', async () => {
    const onSearch = vi.fn();
    const { user } = renderList({ people: [], onSearch });
    expect(screen.getByText('No hay otros asistentes con cuenta en este evento.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), 'a');
    expect(onSearch).toHaveBeenCalledWith('a');
  });

  it('does not say "nobody" while the list is loading', () => {
    renderList({ people: [], loading: true });
    expect(screen.queryByText('No hay otros asistentes con cuenta en este evento.')).toBeNull();
  });
});

describe('Contacts', () => {
  function renderContacts(invitations: NetworkingInvitation[]) {
    const onChat = vi.fn();
    const view = renderUi(
      <Contacts
        eventId="evt-1"
        me={ME}
        invitations={invitations}
        online={new Set(['ana'])}
        pictures={new Map([['ana', 'https://img.example/ana.png']])}
        onChat={onChat}
      />,
      { messages },
    );
    return { ...view, onChat };
  }

  it('splits requests received, requests sent and contacts made', () => {
    renderContacts([
      invitation('beto', ME, null),
      invitation(ME, 'carla', null),
      invitation(ME, 'dario', 'declined'),
      invitation('ana', ME, 'accepted'),
    ]);
    expect(screen.getByTestId('contacts-received').textContent).toContain('Nombre beto');
    const sent = screen.getByTestId('contacts-sent');
    expect(sent.textContent).toContain('Nombre carla');
    expect(sent.textContent).toContain('Pendiente');
    // A declined request is not kept as sent.
    expect(sent.textContent).not.toContain('Nombre dario');
    const contacts = screen.getByTestId('contacts-list');
    expect(contacts.textContent).toContain('Nombre ana');
    expect(within(contacts).getByRole('img', { name: 'En línea' })).toBeTruthy();
  });

  it('says "nothing yet" in each empty list', () => {
    renderContacts([]);
    expect(screen.getAllByText('Nada por ahora.')).toHaveLength(3);
  });

  it('accepts or declines a received request, and shows why an answer failed', async () => {
    api.respond.mockResolvedValueOnce({ message: 'ok' });
    const { user } = renderContacts([invitation('beto', ME, null)]);
    const received = screen.getByTestId('contacts-received');
    await user.click(within(received).getByRole('button', { name: 'Aceptar' }));
    expect(api.respond).toHaveBeenCalledWith('evt-1', 'inv-beto-me', 'accepted');
    api.respond.mockRejectedValueOnce(new ApiRequestError(404, 'La solicitud ya no existe'));
    await user.click(within(received).getByRole('button', { name: 'Rechazar' }));
    expect(api.respond).toHaveBeenLastCalledWith('evt-1', 'inv-beto-me', 'declined');
    expect((await screen.findByRole('alert')).textContent).toBe('La solicitud ya no existe');
  });

  it('opens the chat with a contact', async () => {
    const { user, onChat } = renderContacts([invitation(ME, 'ana', 'accepted')]);
    await user.click(
      within(screen.getByTestId('contacts-list')).getByRole('button', { name: 'Chatear' }),
    );
    expect(onChat).toHaveBeenCalledWith('ana');
  });
});

describe('Meetings', () => {
  const meeting = (over: Partial<MeetingRequest>): MeetingRequest =>
    ({
      _id: 'm1',
      name: 'Luis',
      email: 'luis@example.com',
      name_requesting: 'Yo',
      email_requesting: 'yo@example.com',
      attendees: [ME, 'luis'],
      owner_id: ME,
      type: 'meeting',
      timestamp_start: '2027-03-15 10:00',
      timestamp_end: '2027-03-15 11:00',
      message: '',
      request_status: 'pending',
      ...over,
    }) as MeetingRequest;

  function renderMeetings(meetings: MeetingRequest[]) {
    const onChat = vi.fn();
    const view = renderUi(
      <Meetings
        eventId="evt-1"
        timeZone="America/Bogota"
        me={ME}
        meetings={meetings}
        onChat={onChat}
      />,
      { messages },
    );
    return { ...view, onChat };
  }

  it('lists received requests to answer, sent ones with their state, and accepted ones in time order', () => {
    renderMeetings([
      meeting({ _id: 'r1', owner_id: 'sofia', name_requesting: 'Sofía' }),
      meeting({ _id: 's1', request_status: 'rejected' }),
      meeting({
        _id: 'a2',
        request_status: 'accepted',
        name: 'Tarde',
        timestamp_start: '2027-03-15 15:00',
        timestamp_end: '2027-03-15 16:00',
      }),
      meeting({ _id: 'a1', request_status: 'accepted', name: 'Mañana' }),
    ]);
    expect(screen.getByTestId('meetings-received').textContent).toContain('Sofía');
    expect(screen.getByTestId('meetings-sent').textContent).toContain('Rechazada');
    const mine = within(screen.getByTestId('meetings-mine')).getAllByRole('listitem');
    expect(mine.map((item) => item.textContent?.split(' · ')[0])).toEqual([
      'Con Mañana',
      'Con Tarde',
    ]);
  });

  it('answers a received request, and says why when the answer is refused', async () => {
    api.answerMeeting.mockRejectedValueOnce(
      new ApiRequestError(409, 'Ya tienes una reunión a esa hora'),
    );
    const { user } = renderMeetings([meeting({ owner_id: 'sofia', name_requesting: 'Sofía' })]);
    await user.click(
      within(screen.getByTestId('meetings-received')).getByRole('button', { name: 'Aceptar' }),
    );
    expect(api.answerMeeting).toHaveBeenCalledWith('evt-1', 'm1', 'accepted');
    expect((await screen.findByTestId('meeting-answer-error')).textContent).toBe(
      'Ya tienes una reunión a esa hora',
    );
  });

  it('joins an accepted meeting in its Zoom room, in a new tab', () => {
    renderMeetings([
      meeting({
        request_status: 'accepted',
        video: {
          platform: 'zoom',
          meeting_id: '123',
          join_url: 'https://zoom.example/j/123',
          fallback_reason: null,
        } as MeetingRequest['video'],
      }),
    ]);
    const join = screen.getByRole('link', { name: 'Unirse a la reunión con Luis' });
    expect(join.getAttribute('href')).toBe('https://zoom.example/j/123');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('meeting-fallback')).toBeNull();
  });

  it('without a room (or with an unsafe address) meets in the private chat, and says so', async () => {
    const { user, onChat } = renderMeetings([
      meeting({
        request_status: 'accepted',
        video: {
          platform: 'zoom',
          meeting_id: '123',
          join_url: 'javascript:alert(1)',
          fallback_reason: null,
        } as MeetingRequest['video'],
      }),
    ]);
    expect(screen.getByTestId('meeting-fallback').textContent).toBe(
      'No hay sala de video para esta reunión: se realiza por el chat privado',
    );
    await user.click(screen.getByRole('button', { name: 'Unirse a la reunión con Luis' }));
    expect(onChat).toHaveBeenCalledWith('luis');
  });
});
