import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAND_IN_CREDENTIALS, zoomStandIn } from '../../../../tests/stand-ins';
import type { ZoomConfig } from '../../config';
import { ZoomError, createZoomClient } from './client';
import type { ZoomMeetingRequest } from './schemas';

const zoom = zoomStandIn();
let config: ZoomConfig;

const meeting = (start: string, duration = 60): ZoomMeetingRequest => ({
  topic: 'Charla inaugural',
  type: 2,
  start_time: start,
  duration,
  timezone: 'America/Bogota',
  agenda: 'Bienvenida',
  settings: { join_before_host: false, waiting_room: false },
});

beforeAll(async () => {
  await zoom.start();
  config = { apiBase: zoom.apiBase, oauthBase: zoom.oauthBase, ...STAND_IN_CREDENTIALS.zoom };
});
afterAll(() => zoom.stop());
beforeEach(() => zoom.reset());

describe('Zoom client: Server-to-Server OAuth token', () => {
  it('asks for one token and reuses it until it expires', async () => {
    const client = createZoomClient(config);
    await client.createMeeting('host-1', meeting('2027-03-15T09:00:00'));
    await client.getMeeting('81234567890');
    await client.getMeeting('81234567890');
    expect(zoom.issuedTokens).toHaveLength(1);
  });

  it('shares one token request between concurrent calls', async () => {
    const client = createZoomClient(config);
    await Promise.all([1, 2, 3, 4].map(() => client.getMeeting('81234567890')));
    expect(zoom.issuedTokens).toHaveLength(1);
  });

  it('renews the token once its expiry is near, by its own clock', async () => {
    let now = Date.now();
    const client = createZoomClient(config, { now: () => now });
    await client.getMeeting('81234567890');
    now += 3600 * 1000 - 30_000; // inside the one-minute margin before expires_in (3600 s)
    await client.getMeeting('81234567890');
    expect(zoom.issuedTokens).toHaveLength(2);
    expect(zoom.requests.at(-1)?.status).toBe(404);
  });

  it('renews a token Zoom expired early and retries the call once', async () => {
    const client = createZoomClient(config);
    const created = await client.createMeeting('host-2', meeting('2027-03-15T09:00:00'));
    zoom.revokeTokens();
    expect((await client.getMeeting(created.id))?.id).toBe(created.id);
    expect(zoom.issuedTokens).toHaveLength(2);
    expect(zoom.requests.map((r) => r.status)).toEqual([201, 401, 200]);
  });

  it('renews when tokens really run out (a short-lived token)', async () => {
    zoom.tokenTtlSeconds = 1;
    const client = createZoomClient(config);
    await client.getMeeting('81234567890');
    await new Promise((r) => setTimeout(r, 1100));
    await client.getMeeting('81234567890');
    // A token of 1 s is inside the margin at once: every call asks for a fresh one.
    expect(zoom.issuedTokens).toHaveLength(2);
    expect(zoom.requests.filter((r) => r.status === 401)).toHaveLength(0);
  });

  it('refuses wrong credentials with Zoom status 401', async () => {
    const client = createZoomClient({ ...config, clientSecret: 'wrong' });
    await expect(client.getMeeting('81234567890')).rejects.toMatchObject({ status: 401 });
  });
});

describe('Zoom client: meetings', () => {
  it('creates a meeting, reads it back, deletes it', async () => {
    const client = createZoomClient(config);
    const created = await client.createMeeting('host-3', meeting('2027-03-15T09:00:00', 90));
    expect(created.id).toMatch(/^\d{11}$/);
    expect(created.host_id).toBe('host-3');
    expect(created.join_url).toContain(created.id);
    // 09:00 in Bogotá is 14:00 UTC.
    expect(created.start_time).toBe('2027-03-15T14:00:00Z');
    expect((await client.getMeeting(created.id))?.duration).toBe(90);
    expect(await client.deleteMeeting(created.id)).toBe(true);
    expect(await client.deleteMeeting(created.id)).toBe(false);
    expect(await client.getMeeting(created.id)).toBeNull();
  });

  it('gets a 400 when the host already has a meeting at that time', async () => {
    const client = createZoomClient(config);
    await client.createMeeting('host-4', meeting('2027-03-15T09:00:00', 60));
    const busy = client.createMeeting('host-4', meeting('2027-03-15T09:30:00', 60));
    await expect(busy).rejects.toBeInstanceOf(ZoomError);
    await expect(busy).rejects.toMatchObject({ status: 400, code: 3000 });
    // Back to back is not an overlap; another host is free.
    await expect(
      client.createMeeting('host-4', meeting('2027-03-15T10:00:00')),
    ).resolves.toBeTruthy();
    await expect(
      client.createMeeting('host-5', meeting('2027-03-15T09:30:00')),
    ).resolves.toBeTruthy();
  });

  it('answers null for an id that is no meeting', async () => {
    const client = createZoomClient(config);
    expect(await client.getMeeting('99999999999')).toBeNull();
    expect(await client.getMeeting('not-a-number')).toBeNull();
  });

  it('checks the answers against their schemas', async () => {
    const lying = createZoomClient(config, {
      fetch: async (url) =>
        String(url).includes('/oauth/token')
          ? Response.json({ access_token: 't', token_type: 'bearer', expires_in: 3600 })
          : Response.json({ id: 'x', join_url: 'not a url' }),
    });
    await expect(lying.getMeeting('81234567890')).rejects.toMatchObject({ status: 502 });
  });

  it('says Zoom cannot be reached as status 0', async () => {
    const client = createZoomClient({ ...config, oauthBase: 'http://127.0.0.1:9' });
    await expect(client.getMeeting('81234567890')).rejects.toMatchObject({ status: 0 });
  });
});
