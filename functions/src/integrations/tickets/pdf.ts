import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { wrapText } from '../pdf-text';

export interface TicketPdfContent {
  title: string;
  eventName: string;
  dates: string;
  attendeeName: string;
  /** "Código: …", "Tiquete: …": the lines under the attendee's name. */
  lines: readonly string[];
  footer: string;
  qrPng: Uint8Array;
  backgroundColor: string;
  textColor: string;
}

/** A5 portrait, in points: a ticket prints on half a sheet. */
const PAGE = { width: 420, height: 595 } as const;
const MARGIN = 36;

/** '#RRGGBB' as pdf-lib's colour; a malformed value falls back. */
function color(hex: string, fallback: [number, number, number]) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const [r, g, b] = m ? [m[1], m[2], m[3]].map((h) => parseInt(h ?? '0', 16) / 255) : fallback;
  return rgb(r ?? 0, g ?? 0, b ?? 0);
}

/**
 * The ticket as the attendee's ticket screen shows it ("Mis tiquetes"): the event's colours, its
 * name and dates, the QR the door scanner reads with its code, the ticket type and the footer
 * note of the event's ticket design, on one page.
 */
export async function ticketPdf(content: TicketPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} · ${content.eventName}`);
  pdf.setSubject(content.attendeeName);
  pdf.setProducer('Aforo');
  pdf.setCreator('Aforo');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const ink = color(content.textColor, [0.1, 0.13, 0.17]);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: PAGE.width,
    height: PAGE.height,
    color: color(content.backgroundColor, [1, 1, 1]),
  });
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: PAGE.width - MARGIN,
    height: PAGE.height - MARGIN,
    borderColor: ink,
    borderWidth: 1,
  });
  const width = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;
  const write = (text: string, font: PDFFont, size: number) => {
    for (const line of wrapText(font, text, size, width)) {
      y -= size * 1.35;
      const lineWidth = font.widthOfTextAtSize(line, size);
      page.drawText(line, { x: (PAGE.width - lineWidth) / 2, y, size, font, color: ink });
    }
  };
  write(content.eventName, bold, 20);
  write(content.dates, regular, 11);
  y -= 12;
  const qr = await pdf.embedPng(content.qrPng);
  const side = 200;
  y -= side;
  page.drawImage(qr, { x: (PAGE.width - side) / 2, y, width: side, height: side });
  y -= 8;
  write(content.attendeeName, bold, 14);
  for (const line of content.lines) write(line, regular, 11);
  if (content.footer) {
    y -= 8;
    for (const paragraph of content.footer.split(/\r?\n/)) write(paragraph, regular, 9);
  }
  return pdf.save();
}
