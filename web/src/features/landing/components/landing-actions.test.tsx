// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Attendee } from '@aforo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { landingTheme } from '../../../lib/landing-theme';
import type { SessionValue } from '../../../lib/session/session-provider';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import { landingMessages } from '../messages';
import { PaymentPanel } from './payment-panel';
import { RegisterNotice } from './register-notice';
import { RegistrationActions } from './registration-actions';
import { LandingNavBar, SectionNav } from './section-nav';
import { ShareActions } from './share-actions';

const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));
// The registration form is its own feature (and its own tests): here only which dialog opens.
vi.mock('../../registration', () => ({
  RegistrationDialog: ({ mode, own }: { mode: string; own: Attendee | null }) => (
    <p data-testid="registration-dialog">
      {mode}:{own?._id ?? 'none'}
    </p>
  ),
}));

beforeEach(() => {
  session.current = sessionValue();
});
afterEach(cleanup);

const messages = landingMessages.es;
const theme = landingTheme({});
const event = eventFactory({ _id: 'evt-1', name: 'Feria del libro' });
const timestamp = {
  seconds: 1_800_000_000,
  nanoseconds: 0,
  toMillis: () => 1_800_000_000_000,
  toDate: () => new Date(1_800_000_000_000),
};
const attendee = (over: Partial<Attendee> = {}): Attendee => ({
  _id: 'att-1',
  account_id: 'u1',
  event_id: 'evt-1',
  properties: { email: 'ana@example.com', names: 'Ana' },
  rol_id: null,
  ticket_id: null,
  checked_in: false,
  checkedin_at: null,
  created_at: timestamp,
  updated_at: timestamp,
  ...over,
});

describe('RegistrationActions', () => {
  it('an anonymous visitor is sent to the login modal on its register tab', async () => {
    const { user } = renderUi(
      <RegistrationActions event={event} registration={{ status: 'anonymous' }} theme={theme} />,
      { messages },
    );
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(session.current?.openLogin).toHaveBeenCalledWith({ tab: 'register' });
    expect(screen.queryByTestId('registration-dialog')).toBeNull();
  });

  it('a signed-in visitor who is not registered gets the registration form', async () => {
    session.current = sessionValue({ uid: 'u1' });
    const { user } = renderUi(
      <RegistrationActions event={event} registration={{ status: 'none' }} theme={theme} />,
      { messages },
    );
    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect((await screen.findByTestId('registration-dialog')).textContent).toBe('register:none');
  });

  it('an attendee can update the registration or transfer the ticket, not register again', async () => {
    const own = attendee();
    const { user } = renderUi(
      <RegistrationActions
        event={event}
        registration={{ status: 'registered', attendee: own }}
        theme={theme}
      />,
      { messages },
    );
    expect(screen.getByText('Ya estás inscrito a este evento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transferir mi entrada' }));
    expect((await screen.findByTestId('registration-dialog')).textContent).toBe('transfer:att-1');
  });

  it('an ended event says registration is closed instead of offering the button', () => {
    const ended = eventFactory({ _id: 'evt-2', datetime_to: '2020-01-01 10:00:00' });
    renderUi(
      <RegistrationActions event={ended} registration={{ status: 'none' }} theme={theme} />,
      { messages },
    );
    expect(screen.getByTestId('landing-ended').textContent).toBe(
      'El evento ha finalizado. Las inscripciones están cerradas.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides the register button when the organizer turned inscription off', () => {
    const closed = eventFactory({ _id: 'evt-3', show_inscription: false });
    const { container } = renderUi(
      <RegistrationActions event={closed} registration={{ status: 'none' }} theme={theme} />,
      { messages },
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('still lets an attendee manage the ticket when inscription is off', () => {
    const closed = eventFactory({ _id: 'evt-3', show_inscription: false });
    renderUi(
      <RegistrationActions
        event={closed}
        registration={{ status: 'registered', attendee: attendee() }}
        theme={theme}
      />,
      { messages },
    );
    expect(screen.getByRole('button', { name: 'Actualizar mi inscripción' })).toBeTruthy();
  });

  it("keeps the register button's place, busy, while the registration is still loading", () => {
    renderUi(
      <RegistrationActions event={event} registration={{ status: 'loading' }} theme={theme} />,
      { messages },
    );
    const pending = screen.getByTestId('landing-register-pending');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('landing-register')).toBeNull();
  });
});

describe('SectionNav', () => {
  const section = (name: 'agenda' | 'speakers' | 'faqs', label: string) => ({
    section: name,
    name: label,
    icon: '',
    position: 0,
    permissions: 'public' as const,
    checked: true,
  });

  it('links every section under the landing and marks the current one', () => {
    renderUi(
      <SectionNav
        sections={[section('agenda', 'Agenda'), section('faqs', 'Preguntas')]}
        active="faqs"
        basePath="/landing/evt-1"
        theme={theme}
      />,
      { messages, route: '/landing/evt-1' },
    );
    const nav = screen.getByRole('navigation', { name: 'Secciones del evento' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/landing/evt-1/agenda',
      '/landing/evt-1/faqs',
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('is not drawn for a single section (there is nowhere else to go)', () => {
    renderUi(
      <SectionNav
        sections={[section('agenda', 'Agenda')]}
        active="agenda"
        basePath="/landing/evt-1"
        theme={theme}
      />,
      { messages, route: '/landing/evt-1' },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('LandingNavBar paints the links in the menu colour of the theme', () => {
    const dark = landingTheme({ toolbarDefaultBg: '#000000', textMenu: '#000000' });
    renderUi(
      <LandingNavBar
        label="Páginas"
        testId="pages"
        theme={dark}
        links={[{ key: 'a', to: '/a', text: 'Uno', current: false }]}
      />,
      { route: '/' },
    );
    // Black on black would vanish: the theme switched the menu text to white.
    expect(dark.menuText).toBe('#FFFFFF');
    expect(screen.getByRole('link', { name: 'Uno' })).toBeTruthy();
  });
});

describe('RegisterNotice', () => {
  const withMessage = eventFactory({
    _id: 'evt-4',
    registration_message: '<p>Te esperamos en la <strong>entrada norte</strong>.</p>',
  });

  it.each([
    ['1', 'Registrado'],
    ['2', 'Actualizado'],
  ])('?register=%s says %s and adds the event’s own message', (code, title) => {
    renderUi(<RegisterNotice event={withMessage} />, {
      messages,
      route: `/landing/evt-4?register=${code}`,
    });
    const notice = screen.getByTestId('landing-register-notice');
    expect(within(notice).getByText(title)).toBeTruthy();
    expect(screen.getByTestId('landing-registration-message').textContent).toBe(
      'Te esperamos en la entrada norte.',
    );
  });

  it('after a transfer the message for the new holder is not shown to the old one', () => {
    renderUi(<RegisterNotice event={withMessage} />, {
      messages,
      route: '/landing/evt-4?register=4',
    });
    expect(screen.getByText('Transferencia realizada')).toBeTruthy();
    expect(screen.queryByTestId('landing-registration-message')).toBeNull();
  });

  it('an unknown or missing code shows no notice', () => {
    renderUi(<RegisterNotice event={withMessage} />, {
      messages,
      route: '/landing/evt-4?register=9',
    });
    expect(screen.queryByTestId('landing-register-notice')).toBeNull();
  });

  it('an empty registration message adds nothing under the title', () => {
    renderUi(
      <RegisterNotice event={eventFactory({ _id: 'e', registration_message: '<p></p>' })} />,
      {
        messages,
        route: '/landing/e?register=1',
      },
    );
    expect(screen.getByText('Registrado')).toBeTruthy();
    expect(screen.queryByTestId('landing-registration-message')).toBeNull();
  });
});

describe('ShareActions', () => {
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });
  const url = `${window.location.origin}/landing/evt-1`;

  it('shares the landing on WhatsApp with the event name and its address', () => {
    renderUi(<ShareActions event={event} basePath="/landing/evt-1" theme={theme} />, { messages });
    const link = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(`Feria del libro: inscríbete en ${url}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('copies the address and says so', async () => {
    const { user } = renderUi(
      <ShareActions event={event} basePath="/landing/evt-1" theme={theme} />,
      { messages },
    );
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    await waitFor(() =>
      expect(screen.getByTestId('landing-share-status').textContent).toBe('Enlace copiado.'),
    );
  });

  it('without a clipboard shows the address to copy by hand', async () => {
    const { user } = renderUi(
      <ShareActions event={event} basePath="/landing/evt-1" theme={theme} />,
      { messages },
    );
    // An insecure origin has no clipboard at all.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() =>
      expect(screen.getByTestId('landing-share-status').textContent).toBe(
        `No se pudo copiar el enlace: cópialo desde aquí: ${url}`,
      ),
    );
  });
});

describe('PaymentPanel', () => {
  const paying = eventFactory({
    _id: 'evt-pay',
    payment: {
      enabled: true,
      price: 50000,
      currency: 'COP',
      paid_rol_id: 'rol-pagado',
      unpaid_rol_id: 'rol-sin-pago',
      description: '',
    },
  });

  it('tells a paid attendee so, with no button', () => {
    renderUi(
      <PaymentPanel event={paying} attendee={attendee({ rol_id: 'rol-pagado' })} theme={theme} />,
      { messages },
    );
    expect(screen.getByText('Ya eres un asistente pago')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('invites an unpaid attendee to pay the price in Colombian pesos', () => {
    session.current = sessionValue({ uid: 'u1' });
    renderUi(
      <PaymentPanel event={paying} attendee={attendee({ rol_id: 'rol-sin-pago' })} theme={theme} />,
      { messages },
    );
    expect(screen.getByText('Para completar tu inscripción realiza el pago.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pago $50.000' })).toBeTruthy();
  });

  it('asks nothing of an attendee of another role, nor when the event does not charge', () => {
    const { container, rerender } = renderUi(
      <PaymentPanel event={paying} attendee={attendee({ rol_id: 'rol-ponente' })} theme={theme} />,
      { messages },
    );
    expect(container.textContent).toBe('');
    rerender(
      <PaymentPanel event={event} attendee={attendee({ rol_id: 'rol-sin-pago' })} theme={theme} />,
    );
    expect(container.textContent).toBe('');
  });
});
