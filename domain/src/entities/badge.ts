import * as yup from 'yup';
import { LIMITS, hexColor, text, url } from './common.js';

/** Badge sizes the print layout knows, in millimetres (width × height). */
export const BADGE_SIZES = {
  /** A CR80 card, what badge holders and card printers take. */
  card: { width: 86, height: 54 },
  /** Four to an A4 sheet. */
  a6: { width: 105, height: 148 },
} as const;
export type BadgeSize = keyof typeof BADGE_SIZES;

/** The most attendee fields a badge prints: more do not fit a card. */
export const BADGE_MAX_FIELDS = 4;

/**
 * The event's badge ("escarapela", spec part 1 §2.2 and §7.6; fields not shown in the spec), kept
 * in event.badge_design: the attendee fields it prints, in order (the first one large: the name),
 * the attendee's QR code (its id, what the door's scanner reads), the role, a logo and colours.
 */
export const badgeDesignSchema = yup.object({
  fields: yup
    .array(text().required())
    .max(BADGE_MAX_FIELDS, `Máximo ${BADGE_MAX_FIELDS} campos`)
    .default(['names']),
  show_qr: yup.boolean().default(true),
  show_role: yup.boolean().default(true),
  size: yup
    .string()
    .oneOf(Object.keys(BADGE_SIZES) as BadgeSize[], 'Tamaño no válido')
    .default('a6' as BadgeSize),
  logo: url().nullable().default(null),
  background_color: hexColor('#FFFFFF'),
  text_color: hexColor('#1A202C'),
  footer_text: text(LIMITS.name).default(''),
});
export type BadgeDesign = yup.InferType<typeof badgeDesignSchema>;
