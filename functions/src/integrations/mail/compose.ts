import { EMAIL_COLUMN_WIDTH, escapeHtml } from '@aforo/domain';

/** Mails as paragraphs of plain text and links: the HTML version is built from them, escaped. */

export interface MailLink {
  label: string;
  url: string;
}

/** The event's e-mail images (styles.banner_image_email / banner_footer_email), when it has them. */
export interface MailBanners {
  header: string | null;
  footer: string | null;
}

export interface MailContent {
  subject: string;
  paragraphs: readonly string[];
  links?: readonly MailLink[];
  banners?: MailBanners;
  /** An image attached to the mail and shown in its HTML after paragraph `after` (0-based). */
  inlineImage?: { cid: string; alt: string; after: number };
}

/** An event's e-mail images as its mails show them. */
export function mailBannersOf(
  styles: { banner_image_email?: string | null; banner_footer_email?: string | null } | undefined,
): MailBanners {
  return {
    header: styles?.banner_image_email || null,
    footer: styles?.banner_footer_email || null,
  };
}

/** Only links this platform builds go into a mail: http(s), nothing a script could hide in. */
function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing a non-http link in a mail: ${url}`);
  return url;
}

/**
 * An e-mail banner: made at twice the column (EMAIL_BANNER_WIDTH), shown at the column's 600 px,
 * shrinking with narrower screens. A banner that is not an http(s) address is left out.
 */
function bannerHtml(url: string | null | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [
    `<p><img src="${escapeHtml(url)}" width="${EMAIL_COLUMN_WIDTH}" alt="" ` +
      `style="display:block;width:100%;max-width:${EMAIL_COLUMN_WIDTH}px;height:auto;border:0"></p>`,
  ];
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const links = content.links ?? [];
  const text = [...content.paragraphs, ...links.map((l) => `${l.label}: ${safeUrl(l.url)}`)];
  const image = content.inlineImage;
  const html = [
    ...bannerHtml(content.banners?.header),
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
    ...bannerHtml(content.banners?.footer),
  ];
  return { text: text.join('\n\n'), html: html.join('\n') };
}
