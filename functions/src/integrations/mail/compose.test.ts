import { describe, expect, it } from 'vitest';
import { mailBannersOf, renderMail } from './compose';

describe('renderMail with the e-mail banners', () => {
  const content = {
    subject: 'Invitación',
    paragraphs: ['Hola,'],
    links: [{ label: 'Ver el evento', url: 'https://aforo.test/landing/e1' }],
  };

  it('opens with the banner and closes with the footer, shown at the 600 px column', () => {
    const { html, text } = renderMail({
      ...content,
      banners: mailBannersOf({
        banner_image_email: 'https://files.test/email-banner.jpg?a=1&b=2',
        banner_footer_email: 'https://files.test/email-footer.png',
      }),
    });
    const lines = html.split('\n');
    expect(lines[0]).toContain('<img src="https://files.test/email-banner.jpg?a=1&amp;b=2"');
    expect(lines[0]).toContain('width="600"');
    expect(lines[0]).toContain('max-width:600px;height:auto');
    expect(lines.at(-1)).toContain('<img src="https://files.test/email-footer.png"');
    // The text version has no images.
    expect(text).not.toContain('files.test');
  });

  it('has no image without banners, and never one that is not an http(s) address', () => {
    expect(renderMail(content).html).not.toContain('<img');
    const hostile = renderMail({
      ...content,
      banners: mailBannersOf({
        banner_image_email: 'javascript:alert(1)',
        banner_footer_email: null,
      }),
    });
    expect(hostile.html).not.toContain('<img');
    expect(mailBannersOf(undefined)).toEqual({ header: null, footer: null });
  });
});
