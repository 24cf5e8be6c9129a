import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrFrame, type Frame } from './qr-decode';

/** Draws a QR code as an RGBA frame: black modules, a white quiet zone, `scale` px a module. */
function qrFrame(text: string, scale = 4, margin = 4): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = (modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) {
        const i = (y * width + x) * 4;
        data[i] = 0;
        data[i + 1] = 0;
        data[i + 2] = 0;
      }
    }
  }
  return { data, width, height: width };
}

describe('decodeQrFrame', () => {
  it('reads an attendee id from a QR image', async () => {
    await expect(decodeQrFrame(qrFrame('65a1b2c3d4e5f60718293a4b'))).resolves.toBe(
      '65a1b2c3d4e5f60718293a4b',
    );
  });

  it('gives null for a frame without a code', async () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    await expect(decodeQrFrame(blank)).resolves.toBeNull();
  });
});
