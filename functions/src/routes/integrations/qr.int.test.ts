import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_BASE } from '../../../../tests/support/emulators';

describe('GET /api/generatorQr/{id}', () => {
  it('answers a PNG QR code that decodes back to the attendee id', async () => {
    const id = 'a1b2c3d4e5f60718293a4b5c';
    const res = await fetch(`${FUNCTIONS_BASE}/api/api/generatorQr/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(id);
  });

  it('answers 404 for what cannot be an id', async () => {
    const res = await fetch(`${FUNCTIONS_BASE}/api/api/generatorQr/${encodeURIComponent('a b')}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404 });
  });
});
