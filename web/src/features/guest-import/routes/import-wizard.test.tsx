// @vitest-environment jsdom
import type { ImportRowResult } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, FIXED_FIELDS } from '../../../../../tests/factories';
import { buildWorkbook } from '../../../lib/spreadsheet/build';
import { SpreadsheetError } from '../../../lib/spreadsheet/errors';
import { parseWorkbook } from '../../../lib/spreadsheet/parse';
import type { WorkerAnswer, WorkerRequest } from '../../../lib/spreadsheet/protocol';
import type { SheetCell } from '../../../lib/spreadsheet';
import { renderUi } from '../../../testing/render';
import { BatchFailure } from '../lib/run-import';
import { guestImportMessages } from '../messages';
import { ImportWizard, type ImportTarget } from './import-page';

/**
 * The spreadsheet Worker, run in this thread: the same parse the real Worker runs, answered
 * through the same protocol (jsdom has no Workers).
 */
class InThreadWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(request: WorkerRequest) {
    queueMicrotask(() => {
      if (request.kind !== 'parse') return;
      let data: WorkerAnswer;
      try {
        data = {
          kind: 'parsed',
          result: parseWorkbook(new Uint8Array(request.bytes), { maxRows: request.maxRows }),
        };
      } catch (error) {
        data = { kind: 'error', code: error instanceof SpreadsheetError ? error.code : 'format' };
      }
      this.onmessage?.({ data } as MessageEvent<WorkerAnswer>);
    });
  }
  terminate() {}
}

beforeEach(() => {
  vi.stubGlobal('Worker', InThreadWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const messages = guestImportMessages.es;
const fields = [
  FIXED_FIELDS[0]!,
  FIXED_FIELDS[1]!,
  field({ name: 'empresa', label: 'Empresa', type: 'text', mandatory: true }),
  field({ name: 'cargo', label: 'Cargo', type: 'text' }),
];

function workbook(headers: string[], rows: SheetCell[][], name = 'invitados.xlsx'): File {
  const bytes = buildWorkbook({
    fileName: name,
    sheetName: 'Invitados',
    columns: headers.map((header) => ({ header })),
    rows,
  });
  return new File([bytes], name);
}

const ok = (index: number, status: 'CREATED' | 'UPDATED' = 'CREATED'): ImportRowResult => ({
  index,
  message: 'OK',
  status,
  _id: `att-${index}`,
});

function renderWizard(send: ImportTarget['send'], extra: Partial<ImportTarget> = {}) {
  const target: ImportTarget = {
    fields,
    send,
    defaultBack: '/eventadmin/evt-1/invitados',
    ...extra,
  };
  return renderUi(<ImportWizard target={target} />, {
    messages,
    route: '/eventadmin/evt-1/invitados/importar-excel',
  });
}

async function upload(user: ReturnType<typeof renderUi>['user'], file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Pasos de la importación' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('ImportWizard', () => {
  it('reads the sheet, relates its columns to the fields by name, and shows sample values', async () => {
    const { user } = renderWizard(vi.fn());
    expect(currentStep()).toBe('1 Importar');
    await upload(
      user,
      workbook(
        ['email', 'names', 'empresa', 'cargo'],
        [
          ['ana@example.com', 'Ana', 'Acme', 'Gerente'],
          ['luis@example.com', 'Luis', 'Beta', null],
        ],
      ),
    );
    expect(await screen.findByText('Hoja «Invitados»: 2 filas con datos')).toBeTruthy();
    expect(currentStep()).toBe('2 Relacionar');
    const mapping = screen.getByTestId('import-mapping');
    const empresa = within(mapping).getByRole<HTMLSelectElement>('combobox', {
      name: /Empresa \(obligatorio\)/,
    });
    expect(empresa.value).toBe('empresa');
    expect(mapping.textContent).toContain('Acme · Beta');
    expect(screen.queryByTestId('import-missing')).toBeNull();
  });

  it('will not start while a mandatory field is left unrelated, and names it', async () => {
    const { user } = renderWizard(vi.fn());
    await upload(user, workbook(['email', 'names', 'compañía'], [['a@b.co', 'Ana', 'Acme']]));
    const missing = await screen.findByTestId('import-missing');
    expect(missing.textContent).toBe('Faltan campos obligatorios por relacionar: Empresa');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Importar' }).disabled).toBe(true);
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Empresa \(obligatorio\)/ }),
      'compañía',
    );
    expect(screen.queryByTestId('import-missing')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Importar' }).disabled).toBe(
      false,
    );
  });

  it('sends the related rows and lists each row’s outcome by its sheet row number', async () => {
    const send = vi.fn((rows: readonly unknown[]) =>
      Promise.resolve<ImportRowResult[]>(
        [
          ok(0),
          ok(1, 'UPDATED'),
          {
            index: 2,
            status: 'FAILED' as const,
            message: 'Datos no válidos',
            errors: { email: 'Correo inválido' },
          },
        ].slice(0, rows.length),
      ),
    );
    const { user } = renderWizard(send);
    await upload(
      user,
      workbook(
        ['email', 'names', 'empresa'],
        [
          ['ana@example.com', 'Ana', 'Acme'],
          ['luis@example.com', 'Luis', 'Beta'],
          ['no-es-correo', 'Sofía', 'Gamma'],
        ],
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    await waitFor(() =>
      expect(screen.getByTestId('import-progress-text').textContent).toBe('3 de 3 filas'),
    );
    expect(currentStep()).toBe('3 Resultado');
    const sent = send.mock.calls[0]![0] as { properties: Record<string, unknown> }[];
    expect(sent.map((row) => row.properties)).toEqual([
      { email: 'ana@example.com', names: 'Ana', empresa: 'Acme' },
      { email: 'luis@example.com', names: 'Luis', empresa: 'Beta' },
      { email: 'no-es-correo', names: 'Sofía', empresa: 'Gamma' },
    ]);
    expect(screen.getByRole('tab', { name: 'Incorrectos (1)' })).toBeTruthy();
    const failed = screen.getByTestId('import-row-4');
    expect(failed.textContent).toContain('no-es-correo');
    expect(failed.textContent).toContain('Correo inválido');
    await user.click(screen.getByRole('tab', { name: 'Correctos (2)' }));
    expect(screen.getByTestId('import-row-2').textContent).toContain('Guardado');
    expect(screen.getByTestId('import-row-3').textContent).toContain('UPDATED');
    // No invitations page given (an organization's members): nothing said about mail.
    expect(screen.queryByTestId('import-no-mail')).toBeNull();
  });

  it('says once it ends that nobody was mailed, and links to where invitations are sent', async () => {
    const send = vi.fn((rows: readonly unknown[]) =>
      Promise.resolve<ImportRowResult[]>(rows.map((_, index) => ok(index))),
    );
    const { user } = renderWizard(send, { invitations: '/eventadmin/evt-1/invitados' });
    await upload(
      user,
      workbook(['email', 'names', 'empresa'], [['ana@example.com', 'Ana', 'Acme']]),
    );
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const note = await screen.findByTestId('import-no-mail');
    expect(note.textContent).toContain('La importación no envía correos.');
    expect(
      within(note).getByRole('link', { name: 'Enviar invitaciones' }).getAttribute('href'),
    ).toBe('/eventadmin/evt-1/invitados');
  });

  it('a batch refused as a whole marks each of its rows with the reason', async () => {
    const send = vi
      .fn<ImportTarget['send']>()
      .mockRejectedValue(new BatchFailure('No tiene permiso', false));
    const { user } = renderWizard(send);
    await upload(user, workbook(['email', 'names', 'empresa'], [['a@b.co', 'Ana', 'Acme']]));
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Incorrectos (1)' })).toBeTruthy());
    expect(screen.getByTestId('import-row-2').textContent).toContain('ERROR No tiene permiso');
  });

  it('stops on Cancelar and resumes where it stopped', async () => {
    // The first send hangs until it is cancelled, as a slow network would.
    const send = vi
      .fn<ImportTarget['send']>()
      .mockImplementationOnce(
        (_rows, signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      )
      .mockResolvedValueOnce([ok(0)]);
    const { user } = renderWizard(send);
    await upload(user, workbook(['email', 'names', 'empresa'], [['a@b.co', 'Ana', 'Acme']]));
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(
      await screen.findByText('Importación detenida. Reanudar continúa sin duplicar filas.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Correctos (1)' })).toBeTruthy());
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Reanudar' })).toBeNull();
  });

  it('refuses a file that is not a workbook, and a sheet with no rows, in the spec’s words', async () => {
    const { user } = renderWizard(vi.fn());
    await upload(user, new File(['email,names\n'], 'invitados.xls'));
    expect((await screen.findByTestId('import-file-error')).textContent).toBe(
      'Excel en blanco, o algún problema con el archivo o el formato',
    );
    await upload(user, workbook(['email', 'names'], []));
    await waitFor(() =>
      expect(screen.getByTestId('import-file-error').textContent).toBe('Excel en blanco'),
    );
    expect(currentStep()).toBe('1 Importar');
  });

  it('Volver starts over from the file', async () => {
    const { user } = renderWizard(vi.fn());
    await upload(user, workbook(['email', 'names', 'empresa'], [['a@b.co', 'Ana', 'Acme']]));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(currentStep()).toBe('1 Importar');
    expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
  });

  it('the heading leads back to where the wizard was opened from, only within the app', () => {
    renderUi(
      <ImportWizard
        target={{ fields, send: vi.fn(), defaultBack: '/eventadmin/evt-1/invitados' }}
      />,
      { messages, route: '/x?back=/organization/org-1/members' },
    );
    expect(screen.getByRole('link', { name: 'Invitados' }).getAttribute('href')).toBe(
      '/organization/org-1/members',
    );
    cleanup();
    renderUi(
      <ImportWizard
        target={{ fields, send: vi.fn(), defaultBack: '/eventadmin/evt-1/invitados' }}
      />,
      { messages, route: '/x?back=https://evil.example' },
    );
    expect(screen.getByRole('link', { name: 'Invitados' }).getAttribute('href')).toBe(
      '/eventadmin/evt-1/invitados',
    );
  });
});
