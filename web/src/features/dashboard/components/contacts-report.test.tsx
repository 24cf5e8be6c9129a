// @vitest-environment jsdom
import type { ContactsReport } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as spreadsheet from '../../../lib/spreadsheet';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { startApiServer } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { dashboardMessages } from '../messages';
import { ContactsReportSection } from './contacts-report';

vi.mock('../../../lib/spreadsheet', async (original) => ({
  ...(await original<typeof spreadsheet>()),
  downloadSpreadsheet: vi.fn(() => Promise.resolve()),
}));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => {
  vi.mocked(downloadSpreadsheet).mockClear();
});
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

type Row = ContactsReport['data'][number];
const row = (id: string, response: Row['response'], over: Partial<Row> = {}): Row => ({
  _id: id,
  requesting: `quien-${id}@x.co`,
  requested: `a-quien-${id}@x.co`,
  response,
  state: response ?? 'send',
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '',
  ...over,
});

const report: ContactsReport = {
  counts: { total: 3, accepted: 1, declined: 1, pending: 1 },
  data: [
    row('1', 'accepted', { updated_at: '2026-03-02T10:00:00.000Z' }),
    row('2', 'declined'),
    row('3', null),
  ],
};

const show = () =>
  renderUi(<ContactsReportSection eventId="ev 1" />, { messages: dashboardMessages.es });

describe('ContactsReportSection', () => {
  it("counts the event's contact requests from the API", async () => {
    server = await startApiServer(() => ({ body: report }));
    show();
    expect((await screen.findByTestId('report-contacts-total')).textContent).toBe('3');
    expect(screen.getByTestId('report-contacts-accepted').textContent).toBe('1');
    expect(screen.getByTestId('report-contacts-pending').textContent).toBe('1');
    expect(screen.getByTestId('report-contacts-declined').textContent).toBe('1');
    expect(server.received[0]?.url).toBe('/api/events/ev%201/networking/contacts_report');
  });

  it('lists each request with who asked whom and its state in words', async () => {
    server = await startApiServer(() => ({ body: report }));
    show();
    const table = await screen.findByTestId('report-contacts-table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['quien-1@x.co', 'a-quien-1@x.co', 'Contactos hechos'],
      ['quien-2@x.co', 'a-quien-2@x.co', 'Solicitudes rechazadas'],
      ['quien-3@x.co', 'a-quien-3@x.co', 'Solicitudes pendientes'],
    ]);
  });

  it('says when nobody has asked for a contact yet', async () => {
    server = await startApiServer(() => ({
      body: { counts: { total: 0, accepted: 0, declined: 0, pending: 0 }, data: [] },
    }));
    show();
    expect(await screen.findByText('No hay solicitudes de contacto')).toBeTruthy();
  });

  it("cannot export before the report has arrived; a refusal says the API's words and retries", async () => {
    let refuse = true;
    server = await startApiServer(() =>
      refuse
        ? { status: 403, body: { status: 403, message: 'Solo los administradores del evento' } }
        : { body: report },
    );
    const { user } = show();
    const button = screen.getByRole('button', { name: 'Exportar contactos' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Solo los administradores del evento')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByTestId('report-contacts-total')).textContent).toBe('3');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("exports the requests with the spec's columns, dates as dates", async () => {
    server = await startApiServer(() => ({ body: report }));
    const { user } = show();
    await screen.findByTestId('report-contacts-table');
    await user.click(screen.getByRole('button', { name: 'Exportar contactos' }));
    await waitFor(() => expect(downloadSpreadsheet).toHaveBeenCalledTimes(1));
    const spec = vi.mocked(downloadSpreadsheet).mock.calls[0]?.[0];
    expect(spec?.fileName).toMatch(/^Contactos_\d{6}\.xlsx$/);
    expect(spec?.sheetName).toBe('Contactos');
    expect(spec?.columns).toHaveLength(6);
    expect(spec?.rows).toHaveLength(3);
    const [accepted, declined, pending] = spec?.rows ?? [];
    expect(accepted?.slice(0, 2)).toEqual(['quien-1@x.co', 'a-quien-1@x.co']);
    expect(accepted?.[4]).toEqual(new Date('2026-03-01T15:00:00.000Z'));
    expect(accepted?.[5]).toEqual(new Date('2026-03-02T10:00:00.000Z'));
    // Not answered yet: no answer and no update date, rather than an invalid date.
    expect(pending?.[3]).toBe('');
    expect(pending?.[5]).toBeNull();
    expect(declined?.[2]).not.toBe(accepted?.[2]);
    expect(new Set([accepted?.[2], declined?.[2], pending?.[2]]).size).toBe(3);
  });
});
