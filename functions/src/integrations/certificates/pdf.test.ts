import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { isStorageUrl } from './background';
import { certificatePdf } from './pdf';

/** How many images a PDF holds. */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

const content = { paragraphs: ['Certificado', 'Para Ana'], attendeeName: 'Ana', title: 'Cert' };

describe('certificatePdf', () => {
  it('draws a PNG background under the text, and leaves out what is not an image', async () => {
    const png = new Uint8Array(await QRCode.toBuffer('fondo', { type: 'png', width: 200 }));
    expect(await imageCount(await certificatePdf({ ...content, background: png }))).toBe(1);
    expect(await imageCount(await certificatePdf(content))).toBe(0);
    const notImage = new TextEncoder().encode('<html>no</html>');
    const pdf = await certificatePdf({ ...content, background: notImage });
    expect(await imageCount(pdf)).toBe(0);
    expect((await PDFDocument.load(pdf)).getSubject()).toBe('Ana');
  });
});

describe('isStorageUrl', () => {
  it("fetches only the project's Storage files", () => {
    expect(
      isStorageUrl(
        'https://firebasestorage.googleapis.com/v0/b/demo/o/events%2Fe%2Ff.png?alt=media',
        undefined,
      ),
    ).toBe(true);
    expect(isStorageUrl('http://firebasestorage.googleapis.com/v0/b/x', undefined)).toBe(false);
    expect(isStorageUrl('https://example.com/f.png', undefined)).toBe(false);
    expect(isStorageUrl('http://169.254.169.254/latest', undefined)).toBe(false);
    expect(isStorageUrl('http://127.0.0.1:9199/v0/b/x/o/f.png', '127.0.0.1:9199')).toBe(true);
    expect(isStorageUrl('http://127.0.0.1:8080/x', '127.0.0.1:9199')).toBe(false);
    expect(isStorageUrl('no es una url', undefined)).toBe(false);
  });
});
