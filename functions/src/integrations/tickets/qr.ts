import QRCode from 'qrcode';

/** The PNG QR code of an attendee id, what the door scanner reads (part 1 §5). */
export function attendeeQrPng(attendeeId: string): Promise<Buffer> {
  return QRCode.toBuffer(attendeeId, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}
