// @vitest-environment jsdom
import type { AforoEvent } from '@aforo/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '../../../components/resource/document-form';
import type * as ApiClient from '../../../lib/api-client';
import { apiFetch } from '../../../lib/api-client';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { notify } from '../../../lib/notify';
import { TestProviders } from '../../../testing/providers';
import { certificatesMessages } from '../messages';
import { badgeDesignForm } from './badge-design';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

afterEach(cleanup);

const event = { _id: 'e1', name: 'Feria', user_properties: [] } as unknown as AforoEvent;

describe('the badge layout', { timeout: 30_000 }, () => {
  it('says "¡Información salvada!" once saved (part 2 §8)', async () => {
    vi.mocked(apiFetch).mockImplementation((_path, init) =>
      Promise.resolve(init?.method === 'PUT' ? {} : event),
    );
    render(
      <TestProviders messages={certificatesMessages.es}>
        <AdminEventProvider value={{ event, access: { ...NO_ACCESS, isEventAdmin: true } }}>
          <DocumentForm form={badgeDesignForm} />
        </AdminEventProvider>
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('¡Información salvada!'));
    expect(apiFetch).toHaveBeenCalledWith(
      '/api/events/e1/badge',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
