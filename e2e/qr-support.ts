import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** The pixels of an <img> on the page, read back through a canvas, decoded as a QR code. */
export async function decodeQrImage(image: Locator): Promise<string | null> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const frame = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data.data), width: data.width, height: data.height };
  });
  const found = jsQR(Uint8ClampedArray.from(frame.data), frame.width, frame.height);
  return found?.data ?? null;
}
