import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import type { Actor } from '../../../tests/support/roles';

let user: Actor;

beforeAll(async () => {
  user = await createUserWithToken();
  await adminDb
    .doc(paths.user(user.uid))
    .set({ names: 'Ana Gómez', email: user.email, picture: null });
});

describeRoute('GET /auth/currentUser', {
  method: 'GET',
  path: () => '/auth/currentUser',
  allowed: { who: 'a signed-in user', token: () => user.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({
      _id: user.uid,
      uid: user.uid,
      names: 'Ana Gómez',
      email: user.email,
    });
    expect(body.isAnonymous).toBe(false);
  },
});

describe('GET /auth/currentUser, expired sessions', () => {
  it('answers 401 with the spec toast text for a forged token', async () => {
    const res = await callApi<{ message: string }>('/auth/currentUser', { token: 'a.b.c' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('¡Tu token ha caducado! Redirigiendo al inicio de sesión…');
  });

  it('answers 401 for the token of an account deleted since', async () => {
    const gone = await createUserWithToken();
    await adminAuth.deleteUser(gone.uid);
    const res = await callApi('/auth/currentUser', { token: gone.idToken });
    expect(res.status).toBe(401);
  });
});
