import { paths, type AforoEvent } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../../tests/support/admin';
import { FUNCTIONS_BASE } from '../../../../tests/support/emulators';
import { createRoleFixture, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;

const putBadge = (body: unknown, token: string) =>
  fetch(`${FUNCTIONS_BASE}/api/api/events/${fx.eventId}/badge`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_badge'] });
});

describe('PUT /api/events/{id}/badge', () => {
  it('saves the layout for admins and admin_badge staff, and no one else', async () => {
    const layout = { fields: ['names', 'email'], size: 'card', show_role: false };
    const byStaff = await putBadge(layout, fx.staffWith.idToken);
    expect(byStaff.status).toBe(200);
    const stored = (await adminDb.doc(paths.event(fx.eventId)).get()).data() as AforoEvent;
    expect(stored.badge_design).toMatchObject({
      fields: ['names', 'email'],
      size: 'card',
      show_role: false,
      show_qr: true,
    });
    expect((await putBadge(layout, fx.eventAdmin.idToken)).status).toBe(200);
    for (const who of [fx.staff, fx.attendee, fx.stranger]) {
      expect((await putBadge(layout, who.idToken)).status).toBe(403);
    }
  });

  it('answers 400 under the field for an unknown attendee field or a bad size', async () => {
    const unknown = await putBadge({ fields: ['no_existe'] }, fx.eventAdmin.idToken);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: { fields: 'El campo no_existe no existe en este evento' },
    });
    const size = await putBadge({ size: 'gigante' }, fx.eventAdmin.idToken);
    expect(size.status).toBe(400);
    expect(await size.json()).toMatchObject({ errors: { size: 'Tamaño no válido' } });
  });
});
