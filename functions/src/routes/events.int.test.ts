import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventFactory } from '../../../tests/factories';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';

interface EventBody {
  _id: string;
  name: string;
}

describe('GET /api/events', () => {
  const publicId = uniqueId('evt-public');
  const privateId = uniqueId('evt-private');
  let author: { uid: string; idToken: string };

  beforeAll(async () => {
    author = await createUserWithToken();
    const { _id: _p, ...pub } = eventFactory({ _id: publicId, name: `Público ${publicId}` });
    const { _id: _q, ...priv } = eventFactory({
      _id: privateId,
      name: `Privado ${privateId}`,
      visibility: 'PRIVATE',
      author_id: author.uid,
    });
    await adminDb.doc(paths.event(publicId)).set(pub);
    await adminDb.doc(paths.event(privateId)).set(priv);
  });

  it('lists public events with their ids and leaves private ones out', async () => {
    const res = await callApi<{ data: EventBody[] }>('/api/events?pageSize=100');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((e) => e._id);
    expect(ids).toContain(publicId);
    expect(ids).not.toContain(privateId);
  });

  it('answers 400 with field errors for a bad pageSize', async () => {
    const res = await callApi<{ status: number; errors: Record<string, string> }>(
      '/api/events?pageSize=abc',
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.errors.pageSize).toMatch(/número/);
  });

  it('answers 400 for an unknown filter instead of ignoring it', async () => {
    const res = await callApi<{ errors: Record<string, string> }>('/api/events?foo=1');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ foo: 'Campo no reconocido' });
  });

  it('returns one public event by id', async () => {
    const res = await callApi<EventBody>(`/api/events/${publicId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: publicId, name: `Público ${publicId}` });
  });

  it('hides a private event from anonymous callers (404) and shows it to its author', async () => {
    expect((await callApi(`/api/events/${privateId}`)).status).toBe(404);
    const res = await callApi<EventBody>(`/api/events/${privateId}`, { token: author.idToken });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(privateId);
  });

  it('answers 404 in the error shape for a missing or malformed id', async () => {
    for (const id of ['does-not-exist', 'bad%20id', 'a.b', 'x'.repeat(200)]) {
      const res = await callApi<{ status: number; message: string }>(`/api/events/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Evento no encontrado' });
    }
  });

  it('refuses a forged token with 401 and no stack trace', async () => {
    const res = await callApi<{ status: number; message: string }>('/api/events', {
      token: 'not.a.token',
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('answers unknown routes in the error shape', async () => {
    const missing = await callApi<{ status: number; message: string }>('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, message: 'Ruta no encontrada: GET /api/nope' });
  });

  it('answers malformed JSON with a 400 that carries no stack trace', async () => {
    // The platform's body parser answers this before the app runs (see scripts/firebase.mjs).
    const bad = await callApi('/api/events', { method: 'POST', rawBody: '{"a":' });
    expect(bad.status).toBe(400);
    expect(String(JSON.stringify(bad.body))).not.toMatch(/SyntaxError|node_modules|at JSON/);
  });
});
