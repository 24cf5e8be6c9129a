// @vitest-environment jsdom
import type { Certificate } from '@aforo/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { startApiServer, type Handler } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { certificatesMessages } from '../messages';
import { CertificatePreviewButton } from './certificate-preview';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  // jsdom makes no object URLs: a stand-in names each blob it is given.
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  cleanup();
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  await server?.stop();
  server = null;
});

const certificate = { _id: 'cert 1', name: 'Asistencia' } as unknown as Certificate;
const attendee = (id: string, names: string) => ({
  _id: id,
  properties: { names, email: `${id}@x.co` },
});

/** eventusers answers `found` (to a search, those whose e-mail is searched); preview a PDF. */
function api(found = [attendee('ana', 'Ana Ruiz')]): Handler {
  return (request) => {
    if (request.url.includes('/eventusers')) {
      const filtered = /filtered=([^&]+)/.exec(request.url)?.[1];
      const email = filtered
        ? (JSON.parse(decodeURIComponent(filtered)) as { value: string }[])[0]?.value
        : null;
      const data = email ? found.filter((a) => a.properties.email === email) : found;
      return { body: { data, total: data.length } };
    }
    return { body: { pdf: true } };
  };
}

async function open() {
  const rendered = renderUi(
    <AdminEventProvider
      value={{ event: eventFactory({ _id: 'ev 1' }), access: { ...NO_ACCESS, isEventAdmin: true } }}
    >
      <CertificatePreviewButton certificate={certificate} />
    </AdminEventProvider>,
    { messages: certificatesMessages.es },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Vista previa de Asistencia' }));
  await screen.findByTestId('certificate-preview-dialog');
  return rendered;
}

const previews = () => server?.received.filter((r) => r.url.endsWith('/preview')) ?? [];

describe('CertificatePreviewButton', () => {
  it('renders the certificate for sample data under the name typed, trimmed', async () => {
    server = await startApiServer(api());
    const { user } = await open();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre de ejemplo' });
    expect(name.value).toBe('Nombre del asistente');
    await user.clear(name);
    await user.type(name, '  Dra. Prueba ');
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    const frame = await screen.findByLabelText('Certificado de Dra. Prueba (PDF)');
    expect(frame.getAttribute('data')).toBe('blob:preview-1');
    expect(previews()).toEqual([
      {
        method: 'POST',
        url: '/api/events/ev%201/certificates/cert%201/preview',
        body: { sample: { names: 'Dra. Prueba' } },
      },
    ]);
    const download = screen.getByRole('link', { name: 'Descargar la vista previa' });
    expect(download.getAttribute('href')).toBe('blob:preview-1');
    expect(download.getAttribute('download')).toBe('vista-previa-certificado.pdf');
  });

  it('renders it for an attendee picked from the latest ones', async () => {
    server = await startApiServer(api([attendee('ana', 'Ana Ruiz'), attendee('leo', 'Leo Paz')]));
    const { user } = await open();
    const select = screen.getByRole('combobox', { name: 'Vista previa para' });
    await screen.findByRole('option', { name: 'Leo Paz <leo@x.co>' });
    await user.selectOptions(select, 'leo');
    // An attendee brings their own name: no sample name is asked.
    expect(screen.queryByRole('textbox', { name: 'Nombre de ejemplo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    expect(await screen.findByLabelText('Certificado de Leo Paz (PDF)')).toBeTruthy();
    expect(previews()[0]?.body).toEqual({ attendee_id: 'leo' });
    expect(server.received[0]?.url).toBe('/api/events/ev%201/eventusers?pageSize=20');
  });

  it('searches an attendee by e-mail, lower-cased, and says when nobody has it', async () => {
    server = await startApiServer(api());
    const { user } = await open();
    const email = screen.getByRole('textbox', { name: 'Buscar un asistente por correo' });
    await user.type(email, ' Nadie@X.co ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findByTestId('certificate-preview-none')).textContent).toBe(
      'Ningún asistente tiene el correo nadie@x.co.',
    );
    await user.clear(email);
    await user.type(email, 'ana@x.co');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('option', { name: 'Ana Ruiz <ana@x.co>' })).toBeTruthy();
    expect(screen.queryByTestId('certificate-preview-none')).toBeNull();
  });

  it("shows the API's reason when the PDF cannot be made, and no preview", async () => {
    server = await startApiServer((request) =>
      request.url.endsWith('/preview')
        ? { status: 400, body: { status: 400, message: 'El certificado no tiene plantilla' } }
        : api()(request),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    expect(await screen.findByText('El certificado no tiene plantilla')).toBeTruthy();
    expect(screen.queryByTestId('certificate-preview')).toBeNull();
  });

  it('lets the previous PDF go when a new one replaces it, and the last one on closing', async () => {
    server = await startApiServer(api());
    const { user, unmount } = await open();
    const render = screen.getByRole('button', { name: 'Ver vista previa' });
    await user.click(render);
    await screen.findByTestId('certificate-preview');
    await user.click(render);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});
