// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { ApiRequestError } from '../../lib/api-client';
import { uploadFile } from '../../lib/files/upload';
import { notify } from '../../lib/notify';
import {
  defineDocumentForm,
  type DocumentFormDefinition,
  type OptionsSource,
} from '../../lib/resources/resource';
import { DocumentFormView } from './document-form';
import { TestProviders } from '../../testing/providers';

// The Storage SDK is not what is tested here: the engine's use of uploadFile is.
vi.mock('../../lib/files/upload', () => ({
  uploadFile: vi.fn(),
  timestampedPath: (folder: string, file: File) => `${folder}/1-${file.name}`,
}));
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
  vi.mocked(notify).mockReset();
});

const Providers = TestProviders;

const schema = yup.object({
  name: yup.string().required('El nombre es requerido'),
  body: yup.string().default(''),
  count: yup.number().min(0, 'Debe ser positivo').default(0),
  day: yup.string().default(''),
  starts: yup.string().required('La fecha es requerida'),
  color: yup.string().default('#000000'),
  currency: yup.string().required('Elija una moneda'),
  tags: yup.array(yup.string().required()).default([]),
  space_id: yup.string().default(''),
  picture: yup.string().nullable().default(null),
  notes: yup.string().max(10, 'Máximo 10 caracteres').default(''),
  program: yup.string().nullable().default(null),
  active: yup.boolean().default(false),
  order: yup.array(yup.object({ id: yup.string().required(), name: yup.string().required() })),
});
type Values = yup.InferType<typeof schema>;

const stored: Values = {
  name: 'Feria',
  body: '<p><b>Hola</b></p><script>alert(1)</script>',
  count: 3,
  day: '2027-03-01',
  starts: '2027-03-01 18:30',
  color: '#ff0000',
  currency: 'COP',
  tags: ['a'],
  space_id: 's2',
  picture: null,
  notes: 'Corto',
  program: 'https://files.test/programa.pdf',
  active: true,
  order: [
    { id: '1', name: 'Uno' },
    { id: '2', name: 'Dos' },
  ],
};

const spaces: OptionsSource = {
  useOptions: () => ({
    status: 'success',
    data: [
      { value: 's1', label: { text: 'Auditorio' } },
      { value: 's2', label: { text: 'Sala 2' } },
    ],
  }),
};

function definition(save: DocumentFormDefinition<Values, Values>['save']) {
  return defineDocumentForm<Values, Values>({
    name: 'test',
    title: 'spaces.title',
    schema,
    load: () => Promise.resolve(stored),
    toValues: (v) => v,
    save,
    canWrite: () => true,
    fields: [
      { name: 'name', label: 'spaces.name' },
      { name: 'body', label: 'attendeeRoles.title', kind: 'richText' },
      { name: 'count', label: 'pagination.label', kind: 'number' },
      { name: 'day', label: 'common.createdAt', kind: 'date' },
      { name: 'starts', label: 'search.label', kind: 'dateTime' },
      { name: 'color', label: 'language.label', kind: 'color' },
      {
        name: 'currency',
        label: 'common.actions',
        kind: 'select',
        options: [
          { value: 'COP', label: { text: 'Peso colombiano' } },
          { value: 'USD', label: { text: 'Dólar' } },
        ],
      },
      {
        name: 'tags',
        label: 'attendeeRoles.add',
        kind: 'multiSelect',
        options: [
          { value: 'a', label: { text: 'Alfa' } },
          { value: 'b', label: { text: 'Beta' } },
        ],
      },
      { name: 'space_id', label: 'spaces.add', kind: 'relation', relation: spaces },
      {
        name: 'picture',
        label: 'app.name',
        kind: 'image',
        upload: { folder: ({ eventId }) => `events/${eventId}/images`, maxBytes: 1000 },
      },
      { name: 'notes', label: 'common.close', kind: 'textarea' },
      {
        name: 'program',
        label: 'common.accept',
        kind: 'file',
        upload: { folder: ({ eventId }) => `events/${eventId}/documents`, accept: ['.pdf'] },
      },
      { name: 'active', label: 'common.edit', kind: 'boolean' },
      {
        name: 'order',
        label: 'common.delete',
        kind: 'reorder',
        itemId: (item) => (item as { id: string }).id,
        itemLabel: (item) => (item as { name: string }).name,
      },
    ],
  });
}

async function renderForm(save = vi.fn<DocumentFormDefinition<Values, Values>['save']>()) {
  render(
    <DocumentFormView
      form={definition(save)}
      scope={{ eventId: 'e1' }}
      event={{ time_zone: 'America/Bogota' }}
      canWrite
    />,
    { wrapper: Providers },
  );
  await screen.findByTestId('test-form');
  return save;
}

/** Clicks a checkbox and waits for the form's value to come back as its state. */
async function toggle(name: string, state: 'checked' | 'unchecked') {
  const input = screen.getByRole('checkbox', { name });
  fireEvent.click(input);
  const control = input.parentElement?.querySelector('[data-part="control"]');
  await waitFor(() => expect(control?.getAttribute('data-state')).toBe(state));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

// One form with every kind re-renders a dozen Chakra inputs per event: slow in jsdom on a busy
// machine, though no test waits on a timer.
describe('the engine field kinds', { timeout: 20_000 }, () => {
  it('renders each kind with its label and the stored value', async () => {
    await renderForm();
    expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('value', 'Feria');
    expect(screen.getByLabelText('Paginación')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Fecha de creación')).toHaveProperty('value', '2027-03-01');
    expect(screen.getByLabelText(/^Buscar/)).toHaveProperty('value', '2027-03-01T18:30');
    expect(screen.getByText(/Zona horaria del evento: America\/Bogota/)).toBeTruthy();
    expect(screen.getByLabelText('Idioma')).toHaveProperty('value', '#ff0000');
    expect(screen.getByLabelText(/^Acciones/)).toHaveProperty('value', 'COP');
    expect(screen.getByLabelText('Agregar espacio')).toHaveProperty('value', 's2');
    expect(screen.getByRole('checkbox', { name: 'Alfa' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Beta' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Editar' })).toHaveProperty('checked', true);
    const order = screen.getByTestId('order-order');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Uno'), expect.stringContaining('Dos')]);
  });

  it('renders rich text sanitized in its preview and edits it as HTML', async () => {
    await renderForm();
    const preview = screen.getByTestId('body-preview');
    expect(preview.querySelector('b')?.textContent).toBe('Hola');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo de asistentes'), {
      target: { value: '<i>Nuevo</i><img src=x onerror="alert(1)">' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('body-preview').querySelector('i')?.textContent).toBe('Nuevo'),
    );
    expect(screen.getByTestId('body-preview').querySelector('img')?.getAttribute('onerror')).toBe(
      null,
    );
  });

  it('saves what each kind edits, dates in the domain format', async () => {
    const save = await renderForm();
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Feria 2027' } });
    fireEvent.change(screen.getByLabelText('Paginación'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^Buscar/), { target: { value: '2027-04-02T09:15' } });
    fireEvent.change(screen.getByLabelText(/^Acciones/), { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText('Agregar espacio'), { target: { value: 's1' } });
    // A checkbox reaches the form when its machine has settled: each click is awaited, as a
    // user's would be.
    await toggle('Beta', 'checked');
    await toggle('Editar', 'unchecked');
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Uno' }));
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({ eventId: 'e1' });
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      name: 'Feria 2027',
      count: 7,
      starts: '2027-04-02 09:15',
      currency: 'USD',
      space_id: 's1',
      tags: ['a', 'b'],
      active: false,
      order: [
        { id: '2', name: 'Dos' },
        { id: '1', name: 'Uno' },
      ],
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('¡Información guardada correctamente!'),
    );
  });

  it('validates with the domain schema and shows each message under its field', async () => {
    const save = await renderForm();
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Acciones/), { target: { value: '' } });
    submit();
    expect(await screen.findByText('El nombre es requerido')).toBeTruthy();
    expect(screen.getByText('Elija una moneda')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields", async () => {
    await renderForm(
      vi
        .fn()
        .mockRejectedValue(
          new ApiRequestError(422, 'Datos no válidos', { name: 'El nombre ya existe' }),
        ),
    );
    submit();
    expect(await screen.findByText('El nombre ya existe')).toBeTruthy();
    expect(screen.queryByTestId('form-failure')).toBeNull();
  });

  it('keeps what the user typed when saving fails for the network, and says so', async () => {
    await renderForm(vi.fn().mockRejectedValue(new ApiRequestError(700, 'Network Error')));
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Sin red' } });
    submit();
    expect(await screen.findByTestId('form-failure')).toBeTruthy();
    expect(
      screen.getByText('Sin conexión con el servidor: revise su conexión e inténtelo de nuevo.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('value', 'Sin red');
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses an image over the declared size before uploading it', async () => {
    await renderForm();
    const big = new File([new Uint8Array(1001)], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Aforo'), { target: { files: [big] } });
    expect(await screen.findByText('El archivo debe pesar menos de 1 KB')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Aforo'), { target: { files: [pdf] } });
    expect(await screen.findByText(/^Tipo de archivo no permitido/)).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('uploads an accepted image with a progress bar and stores its URL', async () => {
    let finish: (url: string) => void = () => {};
    let progress: ((fraction: number) => void) | undefined;
    vi.mocked(uploadFile).mockImplementation((_path, _file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const save = await renderForm();
    const png = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Aforo'), { target: { files: [png] } });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toBe('events/e1/images/1-logo.png');
    act(() => progress?.(0.5));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await act(async () => finish('https://files.test/logo.png'));
    expect(await screen.findByRole('img', { name: 'Aforo' })).toHaveProperty(
      'src',
      'https://files.test/logo.png',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    submit();
    await waitFor(() =>
      expect(save.mock.calls[0]?.[1]).toMatchObject({ picture: 'https://files.test/logo.png' }),
    );
  });

  it('says why an upload failed and keeps the previous value', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new Error('storage/unauthorized'));
    await renderForm();
    const png = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Aforo'), { target: { files: [png] } });
    expect(
      await screen.findByText('No se pudo subir el archivo: storage/unauthorized'),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Aforo' })).toBeNull();
  });

  it('edits long text in a textarea and validates its length', async () => {
    await renderForm();
    const notes = screen.getByLabelText('Cerrar');
    expect(notes.tagName).toBe('TEXTAREA');
    fireEvent.change(notes, { target: { value: 'Un texto demasiado largo' } });
    fireEvent.blur(notes);
    expect(await screen.findByText('Máximo 10 caracteres')).toBeTruthy();
  });

  it('links the stored file, takes only the declared types and uploads to its folder', async () => {
    vi.mocked(uploadFile).mockResolvedValue('https://files.test/nuevo.pdf');
    const save = await renderForm();
    expect(screen.getByRole('link', { name: 'Ver archivo actual' })).toHaveProperty(
      'href',
      'https://files.test/programa.pdf',
    );
    const input = screen.getByLabelText('Aceptar');
    expect(input.getAttribute('accept')).toBe('.pdf');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText('Tipo de archivo no permitido. Tipos aceptados: .pdf'),
    ).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'Programa.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver archivo actual' })).toHaveProperty(
        'href',
        'https://files.test/nuevo.pdf',
      ),
    );
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toBe('events/e1/documents/1-Programa.pdf');
    submit();
    await waitFor(() =>
      expect(save.mock.calls[0]?.[1]).toMatchObject({ program: 'https://files.test/nuevo.pdf' }),
    );
  });

  it('shows the form read-only to who may not write', async () => {
    render(
      <DocumentFormView form={definition(vi.fn())} scope={{ eventId: 'e1' }} canWrite={false} />,
      { wrapper: Providers },
    );
    await screen.findByTestId('test-form');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('readOnly', true);
  });
});
