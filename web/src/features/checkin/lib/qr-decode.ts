/** An RGBA frame, as a canvas returns it (ImageData), without needing the DOM type. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Reads a QR code in a camera frame with jsQR, for browsers without BarcodeDetector (desktop
 * Chromium on Linux and Windows, Firefox, Safari). Imported on first use, so the decoder only
 * loads once the camera tab opens.
 */
export async function decodeQrFrame(frame: Frame): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
  return found === null || found.data === '' ? null : found.data;
}
