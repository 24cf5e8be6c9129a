/** Mails as paragraphs of plain text and links: the HTML version is built from them, escaped. */

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  subject: string;
  paragraphs: readonly string[];
  links?: readonly MailLink[];
  /** An image attached to the mail and shown in its HTML after paragraph `after` (0-based). */
  inlineImage?: { cid: string; alt: string; after: number };
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Only links this platform builds go into a mail: http(s), nothing a script could hide in. */
function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing a non-http link in a mail: ${url}`);
  return url;
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const links = content.links ?? [];
  const text = [...content.paragraphs, ...links.map((l) => `${l.label}: ${safeUrl(l.url)}`)];
  const image = content.inlineImage;
  const html = [
    ...content.paragraphs.flatMap((p, i) => [
      `<p>${escapeHtml(p)}</p>`,
      ...(image && image.after === i
        ? [
            `<p><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="240" height="240"></p>`,
          ]
        : []),
    ]),
    ...links.map(
      (l) => `<p><a href="${escapeHtml(safeUrl(l.url))}">${escapeHtml(l.label)}</a></p>`,
    ),
  ];
  return { text: text.join('\n\n'), html: html.join('\n') };
}
