import { PDFDocument, StandardFonts, rgb, type PDFImage } from 'pdf-lib';
import { wrapText } from '../pdf-text';

export interface CertificateContent {
  /** Plain paragraphs, placeholders already filled; the first is the heading. */
  paragraphs: readonly string[];
  /** Whom it is for: the document's subject, so a viewer's properties name the attendee too. */
  attendeeName: string;
  title: string;
  /** A PNG or JPEG drawn under everything, covering the page (another format is left out). */
  background?: Uint8Array | null;
}

/** A4 landscape, in points. */
const PAGE = { width: 842, height: 595 } as const;
const MARGIN = 70;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** Embeds a PNG or JPEG; null for anything else or a file pdf-lib cannot read. */
async function embedImage(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  try {
    const png = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
    return png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    return null;
  }
}

/** The certificate as a one-page PDF: a frame, the heading, then the paragraphs, centred. */
export async function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setSubject(content.attendeeName);
  pdf.setProducer('Aforo');
  pdf.setCreator('Aforo');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const background = content.background ? await embedImage(pdf, content.background) : null;
  if (background) {
    // Cover the page, keeping the image's proportions (its overflow is cut by the page).
    const scale = Math.max(PAGE.width / background.width, PAGE.height / background.height);
    const width = background.width * scale;
    const height = background.height * scale;
    page.drawImage(background, {
      x: (PAGE.width - width) / 2,
      y: (PAGE.height - height) / 2,
      width,
      height,
    });
  }
  // A double frame: a thick line and a thin one inside it.
  for (const [inset, borderWidth] of [
    [24, 3],
    [32, 1],
  ] as const) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: PAGE.width - 2 * inset,
      height: PAGE.height - 2 * inset,
      borderColor: rgb(0.16, 0.24, 0.45),
      borderWidth,
    });
  }

  const width = PAGE.width - 2 * MARGIN;
  const blocks = content.paragraphs.map((text, i) => {
    const font = i === 0 ? bold : regular;
    const size = i === 0 ? 30 : 16;
    return { font, size, lines: wrapText(font, text, size, width) };
  });
  const height = blocks.reduce((sum, b) => sum + b.lines.length * b.size * 1.4 + b.size * 0.6, 0);
  let y = Math.min(PAGE.height - MARGIN, (PAGE.height + height) / 2);
  for (const block of blocks) {
    for (const line of block.lines) {
      y -= block.size * 1.4;
      if (y < MARGIN) break;
      const lineWidth = block.font.widthOfTextAtSize(line, block.size);
      page.drawText(line, {
        x: (PAGE.width - lineWidth) / 2,
        y,
        size: block.size,
        font: block.font,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
    y -= block.size * 0.6;
  }
  return pdf.save();
}
