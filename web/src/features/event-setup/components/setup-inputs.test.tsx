// @vitest-environment jsdom
import type { EventStage, FieldOption, MenuSection } from '@aforo/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { renderUi, withFormik } from '../../../testing/render';
import { eventSetupMessages } from '../messages';
import { setupScreensMessages } from '../screens-messages';
import { MenuSectionsInput } from './menu-sections-input';
import { OptionChips } from './option-chips';
import { OrderButtons } from './order-buttons';
import { StagesInput } from './stages-input';

afterEach(cleanup);

const messages = { ...eventSetupMessages.es, ...setupScreensMessages.es };
const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };
const admin = { ...NO_ACCESS, isEventAdmin: true };

function inAdmin(children: ReactNode, access = admin) {
  return (
    <AdminEventProvider value={{ event: eventFactory({ _id: 'evt-1' }), access }}>
      {children}
    </AdminEventProvider>
  );
}

const section = (name: MenuSection['section'], over: Partial<MenuSection> = {}): MenuSection => ({
  section: name,
  name: '',
  icon: '',
  position: 0,
  permissions: 'public',
  checked: true,
  ...over,
});

describe('MenuSectionsInput', () => {
  function renderMenu(rows: MenuSection[], access = admin) {
    const form = withFormik<{ menu: MenuSection[] }>(
      { menu: rows },
      inAdmin(
        <MenuSectionsInput
          name="menu"
          label="Secciones"
          scope={scope}
          required
          autoFocus={false}
          readOnly={false}
        />,
        access,
      ),
    );
    return { ...renderUi(form.ui, { messages, route: '/' }), latest: form.latest };
  }

  it('says registration is open only while the tickets section is enabled', async () => {
    const { user } = renderMenu([section('agenda'), section('tickets', { checked: false })]);
    expect(screen.getByTestId('menu-allow-register').textContent).toContain(
      'Inscripciones deshabilitadas',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Habilitar Boletería' }));
    expect(screen.getByTestId('menu-allow-register').textContent).toContain(
      'Inscripciones habilitadas',
    );
  });

  it('renames a section and changes who may see it', async () => {
    const { user, latest } = renderMenu([section('agenda'), section('faqs')]);
    await user.type(screen.getByRole('textbox', { name: 'Nombre de Agenda' }), 'Programa');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Permiso de Preguntas frecuentes' }),
      'Asistentes',
    );
    await waitFor(() =>
      expect(latest().menu).toMatchObject([
        { section: 'agenda', name: 'Programa', permissions: 'public' },
        { section: 'faqs', permissions: 'assistants' },
      ]),
    );
  });

  it('a disabled section keeps its values but cannot be edited or moved', () => {
    renderMenu([section('agenda', { checked: false, name: 'Programa' }), section('faqs')]);
    const row = screen.getByTestId('menu-row-agenda');
    const name = within(row).getByRole<HTMLInputElement>('textbox', { name: 'Nombre de Agenda' });
    expect(name.value).toBe('Programa');
    expect(name.disabled).toBe(true);
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Bajar Programa' }).disabled,
    ).toBe(true);
    expect(row.getAttribute('draggable')).toBeNull();
  });

  it('moves a section with its arrows', async () => {
    const { user, latest } = renderMenu([
      section('agenda', { name: 'Programa' }),
      section('faqs', { name: 'Dudas' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Bajar Programa' }));
    await waitFor(() =>
      expect(latest().menu.map((row) => row.section)).toEqual(['faqs', 'agenda']),
    );
  });

  it('moves a section by dragging its row onto another', async () => {
    const { latest } = renderMenu([section('agenda'), section('faqs'), section('tickets')]);
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('menu-row-tickets'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('menu-row-agenda'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('menu-row-agenda'), { dataTransfer });
    await waitFor(() =>
      expect(latest().menu.map((row) => row.section)).toEqual(['tickets', 'agenda', 'faqs']),
    );
  });

  it('links the sections whose content lives on its own screen', () => {
    renderMenu([section('videos')]);
    const link = screen.getByTestId('menu-content-videos');
    expect(link.getAttribute('href')).toBe('/videos');
    expect(link.getAttribute('aria-label')).toBe('Gestionar contenido: Videos');
  });

  it('edits an informative section’s text in a dialog, kept only on Aceptar', async () => {
    const { user, latest } = renderMenu([
      section('informative_section', { markup: '<p>Viejo</p>' }),
      section('faqs'),
    ]);
    // Only the sections whose content is rich text offer the editor.
    expect(
      screen.queryByRole('button', { name: 'Editar contenido de Preguntas frecuentes' }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Editar contenido de Sección informativa' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Viejo')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(latest().menu[0]?.markup).toBe('<p>Viejo</p>'));
  });

  it('is read-only for staff who are not event admins', () => {
    renderMenu([section('agenda')], NO_ACCESS);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Habilitar Agenda' }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre de Agenda' }).disabled,
    ).toBe(true);
  });
});

describe('StagesInput', () => {
  function renderStages(stages: EventStage[]) {
    const form = withFormik<{ event_stages: EventStage[] }>(
      { event_stages: stages },
      <StagesInput
        name="event_stages"
        label="Etapas"
        scope={scope}
        required={false}
        autoFocus={false}
        readOnly={false}
      />,
    );
    return { ...renderUi(form.ui, { messages }), latest: form.latest };
  }

  it('says tickets are not grouped while there are no stages', () => {
    renderStages([]);
    expect(screen.getByText('Sin etapas: los tiquetes se ofrecen sin agrupar.')).toBeTruthy();
  });

  it('adds a stage with a fresh id that an existing one does not hold', async () => {
    const { user, latest } = renderStages([{ stage_id: 'etapa-2', title: 'Preventa' }]);
    await user.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    await user.type(screen.getByRole('textbox', { name: 'Etapa 2' }), 'General');
    await waitFor(() =>
      expect(latest().event_stages).toEqual([
        { stage_id: 'etapa-2', title: 'Preventa' },
        { stage_id: 'etapa-3', title: 'General' },
      ]),
    );
  });

  it('removes the stage named on its button; renaming keeps its id', async () => {
    const { user, latest } = renderStages([
      { stage_id: 'etapa-1', title: 'Preventa' },
      { stage_id: 'etapa-2', title: 'General' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar etapa Preventa' }));
    await user.type(screen.getByRole('textbox', { name: 'Etapa 1' }), ' 2027');
    await waitFor(() =>
      expect(latest().event_stages).toEqual([{ stage_id: 'etapa-2', title: 'General 2027' }]),
    );
  });
});

describe('OptionChips', () => {
  function renderChips(options: FieldOption[]) {
    const form = withFormik<{ options: FieldOption[] }>(
      { options },
      <OptionChips name="options" label="Opciones" />,
    );
    return { ...renderUi(form.ui, { messages }), latest: form.latest };
  }

  it('turns the typed text into an option on Enter and on Tab', async () => {
    const { user, latest } = renderChips([]);
    const input = screen.getByRole('textbox', { name: 'Opciones' });
    await user.type(input, 'Rojo{Enter}');
    await user.type(input, 'Azul');
    await user.tab();
    await waitFor(() => expect(latest().options.map((o) => o.label)).toEqual(['Rojo', 'Azul']));
    expect((input as HTMLInputElement).value).toBe('');
    expect(within(screen.getByTestId('field-options')).getByText('Azul')).toBeTruthy();
  });

  it('Enter on an empty box adds nothing and does not send the form', async () => {
    const { user, latest } = renderChips([]);
    await user.type(screen.getByRole('textbox', { name: 'Opciones' }), '   {Enter}');
    await waitFor(() => expect(latest().options).toEqual([]));
    expect(screen.queryByTestId('field-options')).toBeNull();
  });

  it('removes an option with its close button', async () => {
    const { user, latest } = renderChips([
      { label: 'Rojo', value: 'Rojo' },
      { label: 'Azul', value: 'Azul' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar opción Rojo' }));
    await waitFor(() => expect(latest().options).toEqual([{ label: 'Azul', value: 'Azul' }]));
  });
});

describe('OrderButtons', () => {
  it('cannot move the first row up nor the last down', async () => {
    const onMove = vi.fn();
    const { user, rerender } = renderUi(
      <OrderButtons label="Agenda" index={0} count={2} onMove={onMove} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Subir Agenda' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Bajar Agenda' }));
    expect(onMove).toHaveBeenCalledWith(0, 1);
    rerender(<OrderButtons label="Agenda" index={1} count={2} onMove={onMove} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bajar Agenda' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Subir Agenda' }));
    expect(onMove).toHaveBeenLastCalledWith(1, 0);
  });
});
