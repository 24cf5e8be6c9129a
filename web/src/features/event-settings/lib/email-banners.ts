import type { StyleValues } from '@aforo/domain';

/**
 * The e-mail banners derived from the landing's (spec part 3 §3.11, §5.7): an e-mail banner or
 * footer the organizer left empty is the landing's one, which mail clients scale to the 600 px
 * column. One the organizer uploaded is kept.
 */
export function withEmailBanners<S extends Partial<StyleValues>>(
  styles: S,
): S & Pick<StyleValues, 'banner_image_email' | 'banner_footer_email'> {
  return {
    ...styles,
    banner_image_email: styles.banner_image_email || styles.banner_image || null,
    banner_footer_email: styles.banner_footer_email || styles.banner_footer || null,
  };
}
