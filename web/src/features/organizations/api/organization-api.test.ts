import type { AttendeeField, Organization } from '@aforo/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../../../../tests/factories/index';
import type * as apiClient from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-client';
import { deleteMemberField, saveMemberField } from './organization-api';

const api = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: api.apiFetch,
}));

const sede: AttendeeField = field({ _id: 'f-sede', name: 'sede', label: 'Sede', type: 'text' });
const org = { _id: 'org-1', name: 'Org', user_properties: [sede] } as unknown as Organization;

const sentFields = () => {
  const [path, init] = api.apiFetch.mock.calls[0] as [string, { method: string; body: string }];
  expect(path).toBe('/api/organizations/org-1');
  expect(init.method).toBe('PUT');
  return (JSON.parse(init.body) as { user_properties: AttendeeField[] }).user_properties;
};

beforeEach(() => api.apiFetch.mockReset().mockResolvedValue({}));

describe("the organization's member fields (Configuración miembros)", () => {
  it('adds a field to the stored list and writes it whole', async () => {
    await saveMemberField(org, null, field({ name: 'telefono', label: 'Teléfono', type: 'text' }));
    expect(sentFields().map((f) => f.name)).toEqual(['sede', 'telefono']);
  });

  it('edits a field in place, keeping its id', async () => {
    await saveMemberField(org, 'f-sede', { ...sede, label: 'Ciudad sede' });
    expect(sentFields()).toEqual([
      expect.objectContaining({ _id: 'f-sede', label: 'Ciudad sede' }),
    ]);
  });

  it('refuses a repeated name on the name field without writing', async () => {
    const error = await saveMemberField(
      org,
      null,
      field({ name: 'sede', label: 'Otra', type: 'text' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).errors).toEqual({ name: 'Hay datos con el mismo nombre' });
    expect(api.apiFetch).not.toHaveBeenCalled();
  });

  it('deletes a field by id', async () => {
    await deleteMemberField(org, 'f-sede');
    expect(sentFields()).toEqual([]);
  });
});
