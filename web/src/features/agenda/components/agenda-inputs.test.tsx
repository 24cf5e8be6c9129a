// @vitest-environment jsdom
import { activitySchema, MESSAGES, type RoomState } from '@aforo/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { renderUi, withFormik } from '../../../testing/render';
import { agendaMessages } from '../messages';
import { ActivityTimeInput } from './activity-time-input';
import { PublishedInput } from './published-input';
import { RoomStateSelect } from './room-state-select';

afterEach(cleanup);

const messages = agendaMessages.es;
const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };
type Times = { datetime_start: string; datetime_end: string };

describe('ActivityTimeInput', () => {
  const event = eventFactory({
    _id: 'evt-1',
    dates: [],
    datetime_from: '2027-03-15 09:00:00',
    datetime_to: '2027-03-17 18:00:00',
  });

  function renderTimes(values: Times) {
    const form = withFormik<Times>(
      values,
      <>
        <AdminEventProvider value={{ event, access: NO_ACCESS }}>
          <ActivityTimeInput
            name="datetime_start"
            label="Horario"
            scope={scope}
            required
            autoFocus={false}
            readOnly={false}
          />
        </AdminEventProvider>
        <button type="submit">Guardar</button>
      </>,
      { validationSchema: activitySchema.pick(['datetime_start', 'datetime_end']) },
    );
    return { ...renderUi(form.ui, { messages }), latest: form.latest };
  }

  it('offers the event’s days and times every quarter of an hour', () => {
    renderTimes({ datetime_start: '', datetime_end: '' });
    const days = screen.getByTestId<HTMLSelectElement>('activity-day');
    expect([...days.options].map((o) => o.value)).toEqual([
      '',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
    ]);
    const hours = [...screen.getByTestId<HTMLSelectElement>('activity-start').options];
    expect(hours).toHaveLength(1 + 96);
    expect(hours.slice(1, 4).map((o) => o.value)).toEqual(['00:00', '00:15', '00:30']);
  });

  it('writes the day and both hours as the two date-time texts', async () => {
    const { user, latest } = renderTimes({ datetime_start: '', datetime_end: '' });
    await user.selectOptions(screen.getByTestId('activity-day'), '2027-03-16');
    await waitFor(() =>
      expect(latest()).toEqual({ datetime_start: '2027-03-16', datetime_end: '2027-03-16' }),
    );
    await user.selectOptions(screen.getByTestId('activity-start'), '09:30');
    await user.selectOptions(screen.getByTestId('activity-end'), '11:00');
    await waitFor(() =>
      expect(latest()).toEqual({
        datetime_start: '2027-03-16 09:30',
        datetime_end: '2027-03-16 11:00',
      }),
    );
    // Another day moves both hours with it.
    await user.selectOptions(screen.getByTestId('activity-day'), '2027-03-17');
    await waitFor(() =>
      expect(latest()).toEqual({
        datetime_start: '2027-03-17 09:30',
        datetime_end: '2027-03-17 11:00',
      }),
    );
  });

  it('keeps a stored day the event no longer offers, so the activity still reads right', () => {
    renderTimes({ datetime_start: '2027-04-01 10:00', datetime_end: '2027-04-01 11:00' });
    const days = screen.getByTestId<HTMLSelectElement>('activity-day');
    expect(days.value).toBe('2027-04-01');
    expect(screen.getByTestId<HTMLSelectElement>('activity-start').value).toBe('10:00');
  });

  it('asks for the day under the day, not under the hour', async () => {
    const { user } = renderTimes({ datetime_start: '', datetime_end: '' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.activityDay)).toBeTruthy());
    expect(screen.getAllByText(MESSAGES.activityDay)).toHaveLength(1);
  });

  it('refuses an end at or before the start', async () => {
    const { user } = renderTimes({
      datetime_start: '2027-03-15 10:00',
      datetime_end: '2027-03-15 10:00',
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.activityEnd)).toBeTruthy());
  });
});

describe('PublishedInput', () => {
  it('switches publication and says what each state means for attendees', async () => {
    const form = withFormik<{ published: boolean }>(
      { published: false },
      <PublishedInput
        name="published"
        label=""
        scope={scope}
        required={false}
        autoFocus={false}
        readOnly={false}
      />,
    );
    const { user } = renderUi(form.ui, { messages });
    expect(screen.getByTestId('activity-published-hint').textContent).toBe(
      messages['agenda.field.publishedOffHint'],
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Publicada: visible para los asistentes' }),
    );
    // Formik commits the value on its next render, not within the click.
    await waitFor(() => expect(form.latest().published).toBe(true));
    expect(screen.getByTestId('activity-published-hint').textContent).toBe(
      'Los asistentes la ven en la agenda del evento.',
    );
  });
});

describe('RoomStateSelect', () => {
  it('names the states as the spec does and reports the one chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <RoomStateSelect value="none" onChange={onChange} label="Estado de la sala" />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado de la sala' });
    expect([...select.options].map((o) => o.text)).toEqual([
      'Sin estado',
      'Conferencia abierta',
      'Conferencia no iniciada',
      'Conferencia terminada',
    ]);
    await user.selectOptions(select, 'Conferencia abierta');
    expect(onChange).toHaveBeenCalledWith('open_meeting_room' satisfies RoomState);
  });

  it('can be shown without being changed', () => {
    renderUi(
      <RoomStateSelect value="ended_meeting_room" onChange={() => {}} disabled label="Sala" />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sala' });
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('ended_meeting_room');
  });
});
