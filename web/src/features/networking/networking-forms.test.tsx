// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../tests/factories';
import { ApiRequestError } from '../../lib/api-client';
import type { SessionValue } from '../../lib/session/session-provider';
import { renderUi } from '../../testing/render';
import { sessionValue } from '../../testing/session';
import { socialMessages } from '../chat';
import { BrowserNotificationsOptIn } from './browser-notifications-opt-in';
import { eventDays, MeetingForm } from './meeting-form';
import { RegisterGate } from './register-gate';

const api = vi.hoisted(() => ({ requestMeeting: vi.fn() }));
vi.mock('./api', () => ({ networkingApi: api }));
const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../lib/session/session-provider', () => ({ useSession: () => session.current }));

const messages = socialMessages.es;

beforeEach(() => {
  session.current = sessionValue();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('eventDays', () => {
  it('uses the event’s own list of dates, sorted', () => {
    expect(
      eventDays({ dates: ['2027-03-17', '2027-03-15'], date_start: null, date_end: null }),
    ).toEqual(['2027-03-15', '2027-03-17']);
  });

  it('otherwise lists every day from start to end', () => {
    expect(eventDays({ dates: [], date_start: '2027-02-27', date_end: '2027-03-02' })).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('a one-day event (no end) offers its start day; no dates at all offers none', () => {
    expect(eventDays({ dates: [], date_start: '2027-03-15', date_end: null })).toEqual([
      '2027-03-15',
    ]);
    expect(eventDays({ dates: [], date_start: null, date_end: null })).toEqual([]);
    expect(eventDays({ dates: [], date_start: 'no-es-fecha', date_end: null })).toEqual([]);
  });

  it('stops at a month of days for a long or mistyped range', () => {
    expect(eventDays({ dates: [], date_start: '2027-01-01', date_end: '2027-12-31' })).toHaveLength(
      31,
    );
  });
});

describe('MeetingForm', () => {
  const event = eventFactory({ _id: 'evt-1', dates: ['2027-03-15', '2027-03-16'] });
  const receiver = { uid: 'u-luis', names: 'Luis Pérez' };

  it('asks for a one-hour slot on the chosen day with the message', async () => {
    api.requestMeeting.mockResolvedValue({ message: 'ok' });
    const onDone = vi.fn();
    const { user } = renderUi(<MeetingForm event={event} receiver={receiver} onDone={onDone} />, {
      messages,
    });
    expect(screen.getByText('Solicitar una reunión con Luis Pérez')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Día' }), '2027-03-16');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hora de inicio' }), '15:00');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hablemos');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.requestMeeting).toHaveBeenCalledWith('evt-1', {
      receiver_id: 'u-luis',
      timestamp_start: '2027-03-16 15:00',
      timestamp_end: '2027-03-16 16:00',
      message: 'Hablemos',
    });
  });

  it('offers the hours of a working day, 10:00 chosen first', () => {
    renderUi(<MeetingForm event={event} receiver={receiver} onDone={() => {}} />, { messages });
    const hours = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Hora de inicio' });
    expect([...hours.options].map((o) => o.value)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(hours.value).toBe('10:00');
  });

  it('a slot already taken is said under the hour, and the form stays open', async () => {
    api.requestMeeting.mockRejectedValue(
      new ApiRequestError(409, 'Horario no disponible', {
        timestamp_start: 'Ya tienes una reunión a esa hora',
      }),
    );
    const onDone = vi.fn();
    const { user } = renderUi(<MeetingForm event={event} receiver={receiver} onDone={onDone} />, {
      messages,
    });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByTestId('meeting-slot-error')).textContent).toBe(
      'Ya tienes una reunión a esa hora',
    );
    expect(screen.getByTestId('meeting-error').textContent).toBe('Horario no disponible');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('any other refusal is said once, above the buttons', async () => {
    api.requestMeeting.mockRejectedValue(new ApiRequestError(403, 'No eres asistente'));
    const { user } = renderUi(<MeetingForm event={event} receiver={receiver} onDone={() => {}} />, {
      messages,
    });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No eres asistente');
    expect(screen.queryByTestId('meeting-error')).toBeNull();
  });

  it('cannot be sent for an event without days, and Cancelar closes it', async () => {
    const onDone = vi.fn();
    const { user } = renderUi(
      <MeetingForm
        event={eventFactory({ _id: 'e', dates: [], date_start: null, date_end: null })}
        receiver={receiver}
        onDone={onDone}
      />,
      { messages },
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar solicitud' }).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onDone).toHaveBeenCalled();
    expect(api.requestMeeting).not.toHaveBeenCalled();
  });
});

describe('RegisterGate', () => {
  it('opens the register dialog for an anonymous visitor, and again from its button', async () => {
    const { user } = renderUi(<RegisterGate anonymous />, { messages });
    expect(session.current?.openLogin).toHaveBeenCalledWith({ tab: 'register' });
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(session.current?.openLogin).toHaveBeenCalledTimes(2);
  });

  it('a signed-in visitor who is not an attendee is told why, with no login prompt', () => {
    session.current = sessionValue({ uid: 'u1' });
    renderUi(<RegisterGate anonymous={false} />, { messages });
    expect(
      screen.getByText('Inscríbete en el evento para ver a los asistentes y chatear.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(session.current.openLogin).not.toHaveBeenCalled();
  });
});

describe('BrowserNotificationsOptIn', () => {
  function browserWith(permission: NotificationPermission, answer: NotificationPermission) {
    const Notification = Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(() => {
        Notification.permission = answer;
        return Promise.resolve(answer);
      }),
    });
    vi.stubGlobal('Notification', Notification);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: vi.fn(() => Promise.resolve({ active: {} })),
      },
    });
    return Notification;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is not offered where the browser has no notifications', () => {
    const { container } = renderUi(<BrowserNotificationsOptIn />, { messages });
    expect(container.textContent).toBe('');
  });

  it('asks the permission from the click and turns them on when granted', async () => {
    const notification = browserWith('default', 'granted');
    const { user } = renderUi(<BrowserNotificationsOptIn />, { messages });
    await user.click(
      screen.getByRole('button', { name: 'Recibir notificaciones en este navegador' }),
    );
    expect(notification.requestPermission).toHaveBeenCalled();
    await screen.findByTestId('browser-notifications-on');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(
      screen.getByRole('button', { name: 'Recibir notificaciones en este navegador' }),
    ).toBeTruthy();
  });

  it('says the browser blocked them when the permission is refused', async () => {
    browserWith('default', 'denied');
    const { user } = renderUi(<BrowserNotificationsOptIn />, { messages });
    await user.click(
      screen.getByRole('button', { name: 'Recibir notificaciones en este navegador' }),
    );
    expect((await screen.findByTestId('browser-notifications-denied')).textContent).toBe(
      'El navegador bloqueó las notificaciones de este sitio.',
    );
  });
});
