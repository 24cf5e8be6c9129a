/*
 * The style keys and their defaults, without yup: the public landing renders an event's styles
 * and its first JS does without the schemas. styles.ts builds the schema from these
 * and re-exports them; styles.test.ts checks the schema's defaults are these.
 */

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
export const DARK_BY_DEFAULT: readonly StyleColorKey[] = [
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

/** The switches of how the landing's agenda shows activities (part 3 §3.11). */
export const AGENDA_STYLE_FLAGS = [
  'hideDatesAgenda',
  'hideDatesAgendaItem',
  'hideHoursAgenda',
  'hideBtnDetailAgenda',
] as const;
export type AgendaStyleFlag = (typeof AGENDA_STYLE_FLAGS)[number];

export const LOADER_PAGE_TYPES = ['no', 'text', 'code'] as const;
export type LoaderPageType = (typeof LOADER_PAGE_TYPES)[number];

/** An event's or organization's styles, as stylesSchema (styles.ts) reads them. */
export type StyleValues = Record<StyleColorKey, string> &
  Record<StyleImageKey, string | null> & {
    show_banner: boolean;
    show_title: boolean;
    show_video_widget: boolean;
    show_card_banner: boolean;
    show_inscription: boolean;
    hideDatesAgenda: boolean;
    hideDatesAgendaItem: boolean;
    hideBtnDetailAgenda: boolean;
    hideHoursAgenda: boolean;
    loader_page: LoaderPageType;
    data_loader_page: string;
  };

/** The styles of an event or organization that never saved any (part 3 §3.11, §9). */
export const DEFAULT_STYLES: Readonly<StyleValues> = Object.freeze({
  ...(Object.fromEntries(
    STYLE_COLOR_KEYS.map((key) => [key, DARK_BY_DEFAULT.includes(key) ? '#000000' : '#FFFFFF']),
  ) as Record<StyleColorKey, string>),
  ...(Object.fromEntries(STYLE_IMAGE_KEYS.map((key) => [key, null])) as Record<
    StyleImageKey,
    string | null
  >),
  show_banner: false,
  show_title: true,
  show_video_widget: true,
  show_card_banner: true,
  show_inscription: false,
  hideDatesAgenda: false,
  hideDatesAgendaItem: false,
  hideBtnDetailAgenda: true,
  hideHoursAgenda: false,
  loader_page: 'no',
  data_loader_page: '',
});

/** Stored styles merged over the defaults: what the landing renders. */
export function withDefaultStyles(stored: Partial<StyleValues> | null | undefined): StyleValues {
  const merged: StyleValues = { ...DEFAULT_STYLES };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value != null && key in merged) Object.assign(merged, { [key]: value });
  }
  return merged;
}
