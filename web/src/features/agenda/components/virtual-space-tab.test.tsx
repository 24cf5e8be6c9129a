// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { agendaMessages } from '../messages';
import { VirtualSpaceTab } from './virtual-space-tab';

const answers = vi.hoisted(() => ({ hosts: [] as { _id: string; name: string }[] }));
vi.mock('../../../lib/use-api-query', () => ({
  useApiQuery: (path: string | null) =>
    path === '/api/events/zoomhost'
      ? { status: 'success', data: { data: answers.hosts }, reload: () => {} }
      : { status: 'success', data: { has_videoconference: false }, reload: () => {} },
}));

afterEach(cleanup);

function renderTab() {
  render(
    <TestProviders messages={agendaMessages.es}>
      <VirtualSpaceTab
        eventId="evt-1"
        activityId="act-1"
        datetimeStart="2027-03-15 09:00"
        datetimeEnd="2027-03-15 10:00"
        pendingDateChanges={false}
      />
    </TestProviders>,
  );
}

describe('VirtualSpaceTab', () => {
  it('says the platform has no Zoom hosts instead of offering a room it cannot create', () => {
    answers.hosts = [];
    renderTab();
    expect(screen.getByTestId('virtual-no-hosts').textContent).toContain(
      'La plataforma no tiene hosts de Zoom configurados',
    );
    expect(
      (screen.getByRole('button', { name: 'Crear sala de Zoom' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers the room when there are hosts', () => {
    answers.hosts = [{ _id: 'h1', name: 'Host 1' }];
    renderTab();
    expect(screen.queryByTestId('virtual-no-hosts')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Crear sala de Zoom' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
