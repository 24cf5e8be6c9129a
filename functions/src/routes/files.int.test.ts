import { EMAIL_BANNER_NOT_IMAGE, EMAIL_BANNER_UNREADABLE, EMAIL_BANNER_WIDTH } from '@aforo/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_BASE } from '../../../tests/support/emulators';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

/** The e-mail banners (part 3 §7 "uploadbase"): made from the uploaded banner at mail's width. */
let fx: RoleFixture;
let landingBanner: string;

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** A banner as the spec recommends for the landing: 1920x540, opaque. */
const opaqueBanner = () =>
  sharp({ create: { width: 1920, height: 540, channels: 3, background: '#1e6091' } })
    .jpeg()
    .toBuffer();

/** Calls the route and keeps the answer's bytes (an image, or an error's JSON). */
async function derive(field: string, query: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${FUNCTIONS_BASE}/api/api/files/uploadbase/${field}?${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes };
}
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  fx = await createRoleFixture();
  landingBanner = dataUrl(await opaqueBanner(), 'image/jpeg');
});

describeRoute('POST /api/files/uploadbase/banner_image_email', {
  method: 'POST',
  path: () => `/api/files/uploadbase/banner_image_email?event_id=${fx.eventId}`,
  body: () => ({ banner_image_email: landingBanner, type: 'email' }),
  allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
  // It stores nothing: the answer is the image itself.
  status: 200,
  check: (result) => expect(result.contentType).toMatch(/^image\/jpeg/),
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => '/api/files/uploadbase/banner_image_email?event_id=no-such-event',
  invalid: {
    body: () => ({ banner_image_email: 'data:text/html;base64,PGI+' }),
    field: 'banner_image_email',
  },
});

describe('e-mail banners', () => {
  it('are made 1200 px wide (600 px twice, for retina), the aspect kept, as JPEG', async () => {
    const res = await derive(
      'banner_image_email',
      `event_id=${fx.eventId}`,
      { banner_image_email: landingBanner, type: 'email' },
      fx.eventAdmin.idToken,
    );
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^image\/jpeg/);
    const meta = await sharp(res.bytes).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', EMAIL_BANNER_WIDTH]);
    expect(Math.abs((meta.height ?? 0) - (540 * EMAIL_BANNER_WIDTH) / 1920)).toBeLessThanOrEqual(1);
  });

  it("keep a footer's transparency as PNG and never enlarge a small image", async () => {
    const footer = await sharp({
      create: { width: 400, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await derive(
      'banner_footer_email',
      `event_id=${fx.eventId}`,
      { banner_footer_email: dataUrl(footer, 'image/png'), type: 'email' },
      fx.author.idToken,
    );
    expect(res.status).toBe(200);
    const meta = await sharp(res.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 400, 100, true]);
  });

  it("are made for an organization's styles by its admins only", async () => {
    const body = { banner_image_email: landingBanner };
    const query = `organization_id=${fx.orgId}`;
    expect((await derive('banner_image_email', query, body, fx.orgAdmin.idToken)).status).toBe(200);
    expect((await derive('banner_image_email', query, body, fx.eventAdmin.idToken)).status).toBe(
      403,
    );
  });

  it('are refused to every role but the styles screen’s', async () => {
    const body = { banner_image_email: landingBanner };
    const query = `event_id=${fx.eventId}`;
    for (const role of ['stranger', 'attendee', 'staff', 'staffWith'] as const) {
      const res = await derive('banner_image_email', query, body, fx[role].idToken);
      expect(res.status, role).toBe(403);
    }
    for (const role of ['eventAdmin', 'author', 'orgAdmin'] as const) {
      const res = await derive('banner_image_email', query, body, fx[role].idToken);
      expect(res.status, role).toBe(200);
    }
  });

  it('say what is wrong with the input: no scope, not an image, unreadable bytes, other names', async () => {
    const token = fx.eventAdmin.idToken;
    const noScope = await derive(
      'banner_image_email',
      '',
      { banner_image_email: landingBanner },
      token,
    );
    expect(noScope.status).toBe(400);
    expect(json(noScope.bytes).errors).toHaveProperty('event_id');

    const query = `event_id=${fx.eventId}`;
    const text = await derive('banner_image_email', query, { banner_image_email: 'hola' }, token);
    expect(text.status).toBe(400);
    expect(json(text.bytes).errors).toEqual({ banner_image_email: EMAIL_BANNER_NOT_IMAGE });

    const garbage = dataUrl(Buffer.from('not really a png at all'), 'image/png');
    const broken = await derive(
      'banner_image_email',
      query,
      { banner_image_email: garbage },
      token,
    );
    expect(broken.status).toBe(400);
    expect(json(broken.bytes).message).toBe(EMAIL_BANNER_UNREADABLE);

    const other = await derive('picture', query, { picture: landingBanner }, token);
    expect(other.status).toBe(404);
  });
});
