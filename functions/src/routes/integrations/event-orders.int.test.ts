import { paths } from '@aforo/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { attendeeId, createRoleFixture, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;
const product = attendeeId();
const [older, newer] = [attendeeId(), attendeeId()];

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_ticket'] });
  const order = (id: string, items: string[], seconds: number, status: string) =>
    adminDb.doc(paths.order(id)).set({
      _id: id,
      event_id: fx.eventId,
      account_id: fx.attendee.uid,
      items,
      amount: 50000,
      currency: 'COP',
      buyer_email: 'compradora@example.com',
      status,
      created_at: Timestamp.fromMillis(seconds * 1000),
    });
  await order(older, [fx.eventId], 1_800_000_000, 'APPROVED');
  await order(newer, [fx.eventId, product], 1_800_000_100, 'PENDING');
});

type Page = { data: { _id: string; status: string; amount: number }[]; next: string | null };

describeRoute('GET /api/events/{id}/orders', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/orders`,
  allowed: { who: 'staff with admin_ticket', token: () => fx.staffWith.idToken },
  forbidden: { who: 'staff without admin_ticket', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/orders',
  invalid: { path: () => `/api/events/${fx.eventId}/orders?pageSize=0`, field: 'pageSize' },
});

describe('event orders', () => {
  it('pages newest first and filters by product', async () => {
    const first = await callApi<Page>(`/api/events/${fx.eventId}/orders?pageSize=1`, {
      token: fx.eventAdmin.idToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.map((o) => o._id)).toEqual([newer]);
    expect(first.body.next).toBe(newer);
    const second = await callApi<Page>(
      `/api/events/${fx.eventId}/orders?pageSize=1&after=${newer}`,
      { token: fx.eventAdmin.idToken },
    );
    expect(second.body.data).toEqual([
      expect.objectContaining({ _id: older, status: 'APPROVED', amount: 50000 }),
    ]);
    expect(second.body.next).toBeNull();
    const filtered = await callApi<Page>(`/api/events/${fx.eventId}/orders?product=${product}`, {
      token: fx.eventAdmin.idToken,
    });
    expect(filtered.body.data.map((o) => o._id)).toEqual([newer]);
  });
});
