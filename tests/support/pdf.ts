import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF draws, read back for tests: its content streams inflated, the hex strings that
 * pdf-lib writes decoded (WinAnsi is close enough to latin1 for Spanish letters).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const pieces: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: Buffer;
    try {
      content = inflateSync(Buffer.from(object.contents));
    } catch {
      content = Buffer.from(object.contents);
    }
    for (const match of content.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      pieces.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return pieces.join('\n');
}
