import * as yup from 'yup';
import { MESSAGES, hexColor, url } from './common.js';

/** Colour keys of an event's or organization's styles (part 3 §3.11). */
export const STYLE_COLOR_KEYS = [
  'brandPrimary',
  'brandSuccess',
  'brandInfo',
  'brandDanger',
  'brandWarning',
  'brandDark',
  'brandLight',
  'containerBgColor',
  'toolbarDefaultBg',
  'textMenu',
  'toolbarMenuSocial',
  'activeText',
  'bgButtonsEvent',
  'color_icon_socialzone',
  'color_tab_agenda',
] as const;
export type StyleColorKey = (typeof STYLE_COLOR_KEYS)[number];
const DARK_BY_DEFAULT: readonly StyleColorKey[] = [
  'textMenu',
  'color_icon_socialzone',
  'color_tab_agenda',
];

export const STYLE_IMAGE_KEYS = [
  'event_image',
  'banner_image',
  'banner_image_email',
  'menu_image',
  'BackgroundImage',
  'FooterImage',
  'banner_footer',
  'mobile_banner',
  'banner_footer_email',
] as const;
export type StyleImageKey = (typeof STYLE_IMAGE_KEYS)[number];

/** Recommended upload sizes (part 3 §5.7), shown as hints next to the uploaders. */
export const STYLE_IMAGE_SIZES: Partial<Record<StyleImageKey, string>> = {
  banner_image: '1920x540',
  banner_image_email: '600x280',
  mobile_banner: '1080x556',
  BackgroundImage: '1920x2160',
  event_image: '320x180',
  banner_footer: '1920x280',
  banner_footer_email: '600x220',
};

export const LOADER_PAGE_TYPES = ['no', 'text', 'code'] as const;
export type LoaderPageType = (typeof LOADER_PAGE_TYPES)[number];

const colorShape = Object.fromEntries(
  STYLE_COLOR_KEYS.map((key) => [
    key,
    hexColor(DARK_BY_DEFAULT.includes(key) ? '#000000' : '#FFFFFF'),
  ]),
) as Record<StyleColorKey, ReturnType<typeof hexColor>>;

const imageSchema = url().nullable().default(null);
const imageShape = Object.fromEntries(STYLE_IMAGE_KEYS.map((key) => [key, imageSchema])) as Record<
  StyleImageKey,
  typeof imageSchema
>;

export const stylesSchema = yup.object({
  ...colorShape,
  ...imageShape,
  show_banner: yup.boolean().default(false),
  show_title: yup.boolean().default(true),
  show_video_widget: yup.boolean().default(true),
  show_card_banner: yup.boolean().default(true),
  show_inscription: yup.boolean().default(false),
  hideDatesAgenda: yup.boolean().default(false),
  hideDatesAgendaItem: yup.boolean().default(false),
  hideBtnDetailAgenda: yup.boolean().default(true),
  hideHoursAgenda: yup.boolean().default(false),
  loader_page: yup
    .mixed<LoaderPageType>()
    .oneOf([...LOADER_PAGE_TYPES])
    .default('no'),
  /** A video link when loader_page is 'text', embed code when 'code'. */
  data_loader_page: yup
    .string()
    .default('')
    .when('loader_page', {
      is: 'text',
      then: () => url('Link de video no válido').default(''),
      otherwise: (s) => s.max(5_000, MESSAGES.tooLong(5_000)),
    }),
});
export type StylesInput = yup.InferType<typeof stylesSchema>;
export type Styles = StylesInput;

/** The styles of an event or organization that never saved any (part 3 §3.11, §9). */
export const DEFAULT_STYLES: Readonly<Styles> = Object.freeze(stylesSchema.getDefault());

/** Stored styles merged over the defaults: what the landing renders. */
export function withDefaultStyles(stored: Partial<Styles> | null | undefined): Styles {
  const merged: Styles = { ...DEFAULT_STYLES };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value != null && key in merged) Object.assign(merged, { [key]: value });
  }
  return merged;
}
