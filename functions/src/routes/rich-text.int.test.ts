import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';
import { resanitizeEventContent } from '../lib/privacy-repair';
import { sanitizeHtml } from '../lib/rich-text';

/*
 * Rich text is sanitized when the API stores it (domain richText() with DOMPurify on jsdom), and
 * `npm run migrate` re-sanitizes what was stored before: a body that a render path shows raw
 * still carries no script.
 */

const HOSTILE =
  '<p>Bienvenidos <b>todos</b></p><script>alert(1)</script><iframe src="https://evil.test"></iframe>' +
  '<a href="javascript:alert(1)">enlace</a><img src="x.png" onerror="alert(1)">';

function expectClean(html: unknown) {
  expect(typeof html).toBe('string');
  expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/i);
  expect(html).toContain('<b>todos</b>');
}

let fx: RoleFixture;
const events = (path = '') => `/api/events/${fx.eventId}${path}`;

beforeAll(async () => {
  fx = await createRoleFixture();
});

describe('rich text sanitized on write', () => {
  it('stores a custom page and a FAQ without their script', async () => {
    const writes: [string, Record<string, unknown>, string][] = [
      ['/pages', { title: 'Programa', slug: uniqueId('programa'), body: HOSTILE }, 'body'],
      ['/faqs', { title: '¿Dónde?', content: HOSTILE }, 'content'],
    ];
    for (const [path, body, field] of writes) {
      const created = await callApi<{ _id: string }>(events(path), {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body,
      });
      expect(created.status).toBe(201);
      const read = await callApi<Record<string, unknown>>(events(`${path}/${created.body._id}`), {
        token: fx.eventAdmin.idToken,
      });
      expectClean(read.body[field]);
    }
  });

  it("stores the event's description without its script", async () => {
    const res = await callApi(events(), {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { description: HOSTILE, registration_message: HOSTILE },
    });
    expect(res.status).toBe(200);
    const stored = (await adminDb.doc(paths.event(fx.eventId)).get()).data();
    expectClean(stored?.description);
    expectClean(stored?.registration_message);
  });
});

describe('the migration re-sanitizes stored rich text', () => {
  it('cleans a body stored around the API, and leaves clean ones alone', async () => {
    const id = uniqueId('page');
    const ref = adminDb.doc(paths.eventContentItem(fx.eventId, 'pages', id));
    await ref.set({ _id: id, title: 'Vieja', slug: id, body: HOSTILE, published: true });
    await resanitizeEventContent(adminDb, fx.eventId, sanitizeHtml);
    expectClean((await ref.get()).data()?.body);
    const before = (await ref.get()).updateTime;
    await resanitizeEventContent(adminDb, fx.eventId, sanitizeHtml);
    expect((await ref.get()).updateTime?.toMillis()).toBe(before?.toMillis());
  });
});
