// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { eventFactory } from '../../../tests/factories';
import { ApiRequestError } from '../lib/api-client';
import { renderUi, withFormik } from '../testing/render';
import { CalendarMenu } from './calendar-menu';
import { DateText } from './date-text';
import { EventCard } from './event-card';
import { EventDates } from './event-dates';
import { FilePicker } from './file-picker';
import { FormField } from './form-field';
import { hasText, RichText } from './rich-text';
import { SectionError } from './section-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FormField', () => {
  function renderField(
    props: Parameters<typeof FormField>[0],
    value: unknown,
    schema?: yup.AnySchema,
  ) {
    const form = withFormik<Record<string, unknown>>(
      { [props.name]: value },
      <>
        <FormField {...props} />
        <button type="submit">Guardar</button>
      </>,
      { validationSchema: schema ? yup.object({ [props.name]: schema }) : undefined },
    );
    return { ...renderUi(form.ui), latest: form.latest };
  }

  it('writes what is typed into the form under its name', async () => {
    const { user, latest } = renderField({ name: 'title', label: 'Título' }, '');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Hola');
    await waitFor(() => expect(latest()['title']).toBe('Hola'));
  });

  it('shows the schema message only after the field was left or the form sent', async () => {
    const { user } = renderField(
      { name: 'title', label: 'Título', required: true },
      '',
      yup.string().required('Este campo es requerido'),
    );
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Este campo es requerido')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: /Título/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('an inline field has no visible label but keeps its name for screen readers', () => {
    renderField({ name: 'qty', label: 'Cantidad', inline: true }, 3);
    const input = screen.getByRole('textbox', { name: 'Cantidad' });
    expect((input as HTMLInputElement).value).toBe('3');
    expect(screen.queryByText('Cantidad')).toBeNull();
  });

  it('a check box kind stores true and false', async () => {
    const { user, latest } = renderField(
      { name: 'ok', label: 'Publicado', kind: 'boolean' },
      false,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Publicado' }));
    await waitFor(() => expect(latest()['ok']).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Publicado' }));
    await waitFor(() => expect(latest()['ok']).toBe(false));
  });

  it('a colour shows its value beside the swatch, and a null value shows an empty input', () => {
    const { unmount } = renderField({ name: 'c', label: 'Color', kind: 'color' }, '#ff0000');
    expect(screen.getByText('#ff0000')).toBeTruthy();
    unmount();
    renderField({ name: 'n', label: 'Nombre' }, null);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' }).value).toBe('');
  });

  it('uses the input type of its kind, help text and read-only state', () => {
    renderField(
      { name: 'd', label: 'Fecha', kind: 'date', help: 'Formato AAAA-MM-DD', readOnly: true },
      '2027-01-02',
    );
    const input = screen.getByLabelText('Fecha') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('Formato AAAA-MM-DD')).toBeTruthy();
  });

  it('a text area kind is multi-line', () => {
    renderField({ name: 'body', label: 'Texto', kind: 'textarea' }, 'a');
    expect(screen.getByRole('textbox', { name: 'Texto' }).tagName).toBe('TEXTAREA');
  });
});

describe('EventCard', () => {
  it('names the event with a link to its landing, its place and address', () => {
    renderUi(
      <EventCard
        event={eventFactory({ _id: 'evt-9', name: 'Congreso de Salud', venue: 'Ágora' })}
      />,
      { route: '/' },
    );
    const link = screen.getByRole('link', { name: 'Congreso de Salud' });
    expect(link.getAttribute('href')).toBe('/landing/evt-9');
    expect(screen.getByText('Lugar: Ágora')).toBeTruthy();
    expect(screen.getByText('Calle 10 # 20-30, Bogotá')).toBeTruthy();
  });

  it('uses the event picture, then the landing card or banner image, lazily by default', () => {
    const { rerender } = renderUi(
      <EventCard
        event={eventFactory({
          _id: 'e',
          picture: null,
          styles: { banner_image: 'https://img.example/banner.png' },
        })}
      />,
      { route: '/' },
    );
    const image = screen.getByTestId('event-card-image');
    expect(image.getAttribute('src')).toBe('https://img.example/banner.png');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('');
    rerender(
      <EventCard
        eagerImage
        event={eventFactory({
          _id: 'e',
          picture: 'https://img.example/own.png',
          styles: { banner_image: 'https://img.example/banner.png' },
        })}
      />,
    );
    expect(screen.getByTestId('event-card-image').getAttribute('src')).toBe(
      'https://img.example/own.png',
    );
    expect(screen.getByTestId('event-card-image').getAttribute('loading')).toBe('eager');
  });

  it('without any image shows the initial of the name, hidden from screen readers', () => {
    renderUi(<EventCard event={eventFactory({ _id: 'e', name: '  feria', venue: '' })} />, {
      route: '/',
    });
    const placeholder = screen.getByTestId('event-card-image');
    expect(placeholder.textContent).toBe('F');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText(/^Lugar:/)).toBeNull();
  });
});

describe('EventDates and DateText', () => {
  it('EventDates names a one-day event’s day once, with its zone', () => {
    const { container } = renderUi(
      <EventDates from="2027-03-15 09:00:00" to="2027-03-15 18:00:00" zone="America/Bogota" />,
    );
    expect(container.textContent).toBe('15 de mar de 2027, 9:00 a. m. a 6:00 p. m. GMT-5');
  });

  it('DateText formats a date, a time and a range', () => {
    const { container, rerender } = renderUi(
      <DateText value="2027-03-15 09:05:00" kind="time" zone="America/Bogota" />,
    );
    expect(container.textContent).toMatch(/9:05/);
    rerender(<DateText value="2027-03-15 09:05:00" kind="date" zone="America/Bogota" />);
    expect(container.textContent).toMatch(/2027/);
    expect(container.textContent).not.toMatch(/9:05/);
    rerender(
      <DateText value="2027-03-15 09:05:00" to="2027-03-15 10:30:00" zone="America/Bogota" />,
    );
    expect(container.textContent).toMatch(/9:05.*10:30/);
  });

  it('DateText to the second shows the seconds', () => {
    const { container } = renderUi(
      <DateText value="2027-03-15 09:05:42" seconds zone="America/Bogota" />,
    );
    expect(container.textContent).toMatch(/9:05:42/);
  });
});

describe('FilePicker', () => {
  it('opens the hidden input from its button and shows the chosen file names', async () => {
    const onChange = vi.fn();
    const { user, container } = renderUi(
      <FilePicker accept=".pdf" multiple disabled={false} onChange={onChange} onBlur={() => {}} />,
    );
    expect(screen.getByText('Ningún archivo seleccionado')).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.pdf');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Elegir archivo' }));
    expect(click).toHaveBeenCalled();
    await user.upload(input, [
      new File(['a'], 'agenda.pdf', { type: 'application/pdf' }),
      new File(['b'], 'mapa.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByText('agenda.pdf, mapa.pdf')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a disabled picker cannot be opened', () => {
    renderUi(<FilePicker accept={undefined} disabled onChange={() => {}} onBlur={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Elegir archivo' }).disabled).toBe(
      true,
    );
  });
});

describe('CalendarMenu', () => {
  const entry = {
    uid: 'evt-1@aforo',
    title: 'Feria del libro',
    start: '2027-03-15 09:00',
    end: '2027-03-15 18:00',
    zone: 'America/Bogota',
    location: 'Corferias',
  };

  it('offers Google Calendar and Outlook links for the entry, opened apart', async () => {
    const { user } = renderUi(<CalendarMenu entry={entry} fileName="feria" />);
    await user.click(screen.getByRole('button', { name: 'Añadir al calendario' }));
    const google = await screen.findByRole('menuitem', { name: 'Abrir en Google Calendar' });
    const href = new URL(google.getAttribute('href') ?? '');
    expect(href.hostname).toBe('calendar.google.com');
    expect(href.searchParams.get('text')).toBe('Feria del libro');
    expect(href.searchParams.get('ctz')).toBe('America/Bogota');
    expect(google.getAttribute('target')).toBe('_blank');
    const outlook = screen.getByRole('menuitem', { name: 'Abrir en Outlook' });
    expect(outlook.getAttribute('href')).toMatch(/^https:\/\/outlook\./);
  });

  it('downloads the entry as an .ics file named after it', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:cal';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const { user } = renderUi(<CalendarMenu entry={entry} fileName="feria" testId="cal" />);
    await user.click(screen.getByTestId('cal'));
    await user.click(await screen.findByTestId('cal-ics'));
    expect(clicks).toEqual(['feria.ics']);
    const text = await created[0]!.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Feria del libro');
  });
});

describe('RichText and hasText', () => {
  it('renders the organizer’s markup without scripts or event handlers', () => {
    const { container } = renderUi(
      <RichText
        html={
          '<p>Hola <strong>mundo</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('mundo');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('hasText tells markup with words from empty markup', () => {
    expect(hasText('<p>Hola</p>')).toBe(true);
    expect(hasText('<p> </p><br>')).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText(undefined)).toBe(false);
  });
});

describe('SectionError', () => {
  it('says the status and the message of a failed request', () => {
    renderUi(<SectionError error={new ApiRequestError(403, 'Sin permiso')} />);
    expect(screen.getByText('No se pudo cargar esta sección (403: Sin permiso).')).toBeTruthy();
  });

  it('a failure with no status (offline) reads as 800', () => {
    renderUi(<SectionError error={new Error('Failed to fetch')} />);
    expect(screen.getByText('No se pudo cargar esta sección (800: Failed to fetch).')).toBeTruthy();
  });
});
