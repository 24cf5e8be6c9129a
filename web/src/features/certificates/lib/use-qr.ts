import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR code of a text as an image URL, drawn in the browser with the same settings as the
 * API's /api/generatorQr (functions qr.ts): a badge prints without fetching anything.
 */
export function useQrDataUrl(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 }).then(
      (url) => current && setDrawn({ text, url }),
      () => current && setDrawn(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.url : null;
}
