// @vitest-environment jsdom
import type { AforoEvent, TicketDesign } from '@aforo/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { notify } from '../../../lib/notify';
import { startApiServer, type Answer } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import type { MyRegistration } from '../api/my-registrations';
import { attendeePagesMessages } from '../messages';
import { TicketCard } from './ticket-card';

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => {
  // Anonymous: the card's certificates (signed-in only) stay out of these tests.
  session.current = sessionValue();
  vi.mocked(notify).mockReset();
});
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

const event = (design: Partial<TicketDesign> = {}): AforoEvent =>
  eventFactory({
    _id: 'ev 1',
    name: 'Congreso',
    ticket_design: {
      logo: null,
      background_color: '#FFFFFF',
      text_color: '#1A202C',
      footer_text: '',
      show_ticket_type: true,
      ...design,
    },
  });

const registration = (over: Partial<MyRegistration> = {}): MyRegistration =>
  ({
    _id: 'att 7',
    ticket_id: 'tiquete-vip-1',
    checked_in: false,
    checkedin_at: null,
    properties: { names: 'Ana', email: 'ana@x.co' },
    event: {
      _id: 'ev 1',
      name: 'Congreso',
      datetime_from: '2026-05-01 09:00:00',
      datetime_to: '2026-05-01 18:00:00',
      picture: null,
      time_zone: 'America/Bogota',
    },
    ...over,
  }) as unknown as MyRegistration;

/** The event's details answer `details`; the resend answers `resend`. */
async function show(
  details: AforoEvent,
  reg = registration(),
  resend: Answer = { body: { message: 'ok', email: 'ana@x.co' } },
) {
  server = await startApiServer((request) =>
    request.url.endsWith('/ticket-mail') ? resend : { body: details },
  );
  return renderUi(
    <ul>
      <TicketCard registration={reg} />
    </ul>,
    { messages: attendeePagesMessages.es, route: '/tickets' },
  );
}

describe('TicketCard', () => {
  it('shows the QR the door reads, its code and a link back to the event', async () => {
    await show(event());
    const qr = screen.getByTestId('ticket-qr');
    expect(qr.getAttribute('src')).toBe('/api/generatorQr/att%207');
    expect(qr.getAttribute('alt')).toBe('Código QR del tiquete att 7');
    expect(screen.getByText('Código: att 7')).toBeTruthy();
    expect(screen.getByTestId('ticket-event-link').getAttribute('href')).toBe('/landing/ev%201');
    expect(screen.getByRole('link', { name: 'Ir a Congreso' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Abrir imagen del código QR' }).getAttribute('href'),
    ).toBe('/api/generatorQr/att%207');
  });

  it("names the ticket and its stage once the event's details arrive", async () => {
    await show(event());
    expect((await screen.findByTestId('ticket-name')).textContent).toBe('Tiquete: VIP preventa');
    expect(screen.getByTestId('ticket-stage').textContent).toBe('Etapa: Preventa');
    expect(server?.received[0]?.url).toBe('/api/events/ev%201');
  });

  it('leaves the ticket type out when the design hides it', async () => {
    await show(event({ show_ticket_type: false, footer_text: 'Trae tu documento' }));
    expect((await screen.findByTestId('ticket-footer')).textContent).toBe('Trae tu documento');
    expect(screen.queryByTestId('ticket-name')).toBeNull();
  });

  it("wears the organizer's design: logo, colours and footer note", async () => {
    await show(
      event({
        logo: 'https://files.test/logo.png',
        background_color: '#112233',
        footer_text: 'Puerta 3',
      }),
    );
    const logo = await screen.findByTestId('ticket-logo');
    expect(logo.getAttribute('src')).toBe('https://files.test/logo.png');
    // Decorative: the event's name is the card's heading.
    expect(logo.getAttribute('alt')).toBe('');
    expect(screen.getByTestId('ticket-footer').textContent).toBe('Puerta 3');
  });

  it('goes without titles nor design while the details cannot be read', async () => {
    server = await startApiServer(() => ({ status: 500, body: { status: 500, message: 'x' } }));
    renderUi(
      <ul>
        <TicketCard registration={registration()} />
      </ul>,
      { messages: attendeePagesMessages.es, route: '/tickets' },
    );
    await waitFor(() => expect(server?.received.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('ticket-name')).toBeNull();
    expect(screen.queryByTestId('ticket-logo')).toBeNull();
    expect(screen.getByTestId('ticket-qr')).toBeTruthy();
  });

  it('says whether the attendee has checked in', async () => {
    await show(event());
    expect(screen.getByTestId('ticket-checkin').textContent).toBe('Aún sin ingreso');
    cleanup();
    await server?.stop();
    await show(
      event(),
      registration({ checked_in: true, checkedin_at: '2026-05-01T14:05:00.000Z' } as never),
    );
    expect(screen.getByTestId('ticket-checkin').textContent).toMatch(/^Ingresó: .*9:05/);
  });

  it('sends the ticket by mail again and says where', async () => {
    const { user } = await show(event());
    await user.click(screen.getByTestId('ticket-resend'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Enviamos tu tiquete a ana@x.co, con el PDF y el evento para tu calendario.',
      ),
    );
    expect(server?.received.find((r) => r.method === 'POST')?.url).toBe(
      '/api/me/eventusers/event/ev%201/ticket-mail',
    );
  });

  it("a refused resend says the API's reason", async () => {
    const { user } = await show(event(), registration(), {
      status: 429,
      body: { status: 429, message: 'Ya lo enviamos hace un momento' },
    });
    await user.click(screen.getByTestId('ticket-resend'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Ya lo enviamos hace un momento', { type: 'error' }),
    );
  });
});
