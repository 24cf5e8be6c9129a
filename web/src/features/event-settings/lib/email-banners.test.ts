import { DEFAULT_STYLES } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import {
  sourceKey,
  withEmailBanners,
  withMailSizedBanners,
  type MailBannerDeps,
} from './email-banners';

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

describe('withMailSizedBanners', () => {
  const stored = (name: string) =>
    `http://127.0.0.1:9199/v0/b/demo-aforo.appspot.com/o/events%2Fe1%2Fimages%2F${name}?alt=media&token=t`;
  const target = { folder: 'events/e1/images', query: 'event_id=e1' };

  function fakeDeps() {
    const calls: { derived: string[]; uploaded: string[] } = { derived: [], uploaded: [] };
    const deps: MailBannerDeps = {
      download: (url) =>
        Promise.resolve(
          new Blob([url], { type: url.includes('.svg') ? 'image/svg+xml' : 'image/png' }),
        ),
      derive: (field, dataUrl, query) => {
        calls.derived.push(`${field} ${query} ${dataUrl.slice(0, 22)}`);
        return Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }));
      },
      upload: (path) => {
        calls.uploaded.push(path);
        return Promise.resolve(`stored:${path}`);
      },
    };
    return { calls, deps };
  }

  it('makes the e-mail banner from an uploaded landing banner through the API, once', async () => {
    const { calls, deps } = fakeDeps();
    const banner = stored('1-banner.png');
    const first = await withMailSizedBanners({ banner_image: banner }, target, deps);
    const key = await sourceKey(banner);
    expect(calls.derived).toEqual(['banner_image_email event_id=e1 data:image/png;base64,']);
    expect(calls.uploaded).toEqual([
      expect.stringMatching(
        new RegExp(`^events/e1/images/\\d+-email-${key}-banner_image_email\\.jpg$`),
      ),
    ]);
    expect(first.banner_image_email).toBe(`stored:${calls.uploaded[0]}`);
    expect(first.banner_footer_email).toBeNull();

    // Saved again with the same banner: the e-mail image is kept, nothing is made twice.
    const again = await withMailSizedBanners({ ...first }, target, deps);
    expect(again.banner_image_email).toBe(first.banner_image_email);
    expect(calls.derived).toHaveLength(1);

    // A new banner: a new e-mail image.
    const changed = await withMailSizedBanners(
      { ...first, banner_image: stored('2-otro.png') },
      target,
      deps,
    );
    expect(calls.derived).toHaveLength(2);
    expect(changed.banner_image_email).not.toBe(first.banner_image_email);
  });

  it("keeps the organizer's own e-mail image, and a picture from another host or an SVG as is", async () => {
    const { calls, deps } = fakeDeps();
    const own = stored('3-mi-correo.png');
    const styles = await withMailSizedBanners(
      {
        banner_image: stored('1-banner.png'),
        banner_image_email: own,
        banner_footer: 'https://fotos.example.co/pie.png',
      },
      target,
      deps,
    );
    expect(styles.banner_image_email).toBe(own);
    expect(styles.banner_footer_email).toBe('https://fotos.example.co/pie.png');
    const svg = await withMailSizedBanners({ banner_footer: stored('4-pie.svg') }, target, deps);
    expect(svg.banner_footer_email).toBe(stored('4-pie.svg'));
    expect(calls.derived).toEqual([]);
  });

  it('falls back to the landing image when the API cannot make one (the save goes on)', async () => {
    const { deps } = fakeDeps();
    deps.derive = () => Promise.reject(new Error('400'));
    const banner = stored('1-banner.png');
    const styles = await withMailSizedBanners({ banner_image: banner }, target, deps);
    expect(styles.banner_image_email).toBe(banner);
  });
});
