import type { AttendeeField, Organization } from '@aforo/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../../../../tests/factories/index';
import type * as apiClient from '../../../lib/api-client';
import { deleteMemberField, orgPath, saveMemberField } from './organization-api';

const api = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: api.apiFetch,
}));

const sede: AttendeeField = field({ _id: 'f-sede', name: 'sede', label: 'Sede', type: 'text' });
const org = { _id: 'org-1', name: 'Org', user_properties: [sede] } as unknown as Organization;

const sent = () => {
  const [path, init] = api.apiFetch.mock.calls[0] as [string, { method: string; body?: string }];
  return { path, method: init.method, body: init.body ? (JSON.parse(init.body) as unknown) : null };
};

beforeEach(() => api.apiFetch.mockReset().mockResolvedValue({}));

// The API rewrites the list in one transaction (functions/src/routes/organizations.ts): the
// client sends one field, never the list it loaded, so two admins at once both keep theirs.
describe("the organization's member fields (Configuración miembros)", () => {
  it('adds one field with a POST of that field alone', async () => {
    await saveMemberField(org, null, field({ name: 'telefono', label: 'Teléfono', type: 'text' }));
    expect(sent()).toMatchObject({
      path: '/api/organizations/org-1/userproperties',
      method: 'POST',
      body: { name: 'telefono', label: 'Teléfono' },
    });
  });

  it('edits a field by its id with a PUT', async () => {
    await saveMemberField(org, 'f-sede', { ...sede, label: 'Ciudad sede' });
    expect(sent()).toMatchObject({
      path: '/api/organizations/org-1/userproperties/f-sede',
      method: 'PUT',
      body: { name: 'sede', label: 'Ciudad sede' },
    });
  });

  it('checks the field with the domain schema before sending it', async () => {
    const error = await saveMemberField(
      org,
      null,
      field({ name: 'sede', label: '', type: 'text' }),
    ).catch((e: unknown) => e);
    // yup's ValidationError, which the form puts on the label (lib/resources/server-errors.ts).
    expect((error as Error).message).toBe('La etiqueta es requerida');
    expect(api.apiFetch).not.toHaveBeenCalled();
  });

  it('deletes a field by id', async () => {
    await deleteMemberField(org, 'f-sede');
    expect(sent()).toMatchObject({
      path: '/api/organizations/org-1/userproperties/f-sede',
      method: 'DELETE',
    });
  });
});

describe("the organization page's early reads", () => {
  it('are asked for by /event-prefetch.js at the addresses the page reads, the organization first', () => {
    const script = readFileSync(
      join(import.meta.dirname, '../../../../public/event-prefetch.js'),
      'utf8',
    );
    expect(orgPath('org-1')).toBe('/api/organizations/org-1');
    expect(orgPath('org-1', '/events')).toBe('/api/organizations/org-1/events');
    expect(script).toContain(`var orgPath = '/api/organizations/' + organization[1];`);
    expect(script).toMatch(
      /read\(orgPath\)\.then\(function \(\) \{\s+return read\(orgPath \+ '\/events'\);/,
    );
  });
});
