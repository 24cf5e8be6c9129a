import { DEFAULT_STYLES } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { withEmailBanners } from './email-banners';

describe('withEmailBanners', () => {
  it("derives the e-mail banner and footer from the landing's when left empty", () => {
    const styles = withEmailBanners({
      ...DEFAULT_STYLES,
      banner_image: 'https://x.test/banner.png',
      banner_footer: 'https://x.test/footer.png',
    });
    expect(styles.banner_image_email).toBe('https://x.test/banner.png');
    expect(styles.banner_footer_email).toBe('https://x.test/footer.png');
  });

  it('keeps e-mail images the organizer uploaded, and nothing stays nothing', () => {
    const styles = withEmailBanners({
      banner_image: 'https://x.test/banner.png',
      banner_image_email: 'https://x.test/mail.png',
    });
    expect(styles.banner_image_email).toBe('https://x.test/mail.png');
    expect(styles.banner_footer_email).toBeNull();
  });
});
