import type { PDFFont } from 'pdf-lib';

/** Helvetica speaks WinAnsi: Spanish and Portuguese letters are in it; anything else is '?'. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** `text` in the font's characters, broken into lines no wider than `width` at `size`. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of encodable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
