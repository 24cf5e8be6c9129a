import * as yup from 'yup';
import { MESSAGES, hexColor, url } from './common.js';
import {
  DEFAULT_STYLES,
  LOADER_PAGE_TYPES,
  STYLE_COLOR_KEYS,
  STYLE_IMAGE_KEYS,
  type LoaderPageType,
  type StyleColorKey,
  type StyleImageKey,
} from './style-defaults.js';

export * from './style-defaults.js';

const colorShape = Object.fromEntries(
  STYLE_COLOR_KEYS.map((key) => [key, hexColor(DEFAULT_STYLES[key])]),
) as Record<StyleColorKey, ReturnType<typeof hexColor>>;

const imageSchema = url().nullable().default(null);
const imageShape = Object.fromEntries(STYLE_IMAGE_KEYS.map((key) => [key, imageSchema])) as Record<
  StyleImageKey,
  typeof imageSchema
>;

export const stylesSchema = yup.object({
  ...colorShape,
  ...imageShape,
  show_banner: yup.boolean().default(DEFAULT_STYLES.show_banner),
  show_title: yup.boolean().default(DEFAULT_STYLES.show_title),
  show_video_widget: yup.boolean().default(DEFAULT_STYLES.show_video_widget),
  show_card_banner: yup.boolean().default(DEFAULT_STYLES.show_card_banner),
  show_inscription: yup.boolean().default(DEFAULT_STYLES.show_inscription),
  hideDatesAgenda: yup.boolean().default(DEFAULT_STYLES.hideDatesAgenda),
  hideDatesAgendaItem: yup.boolean().default(DEFAULT_STYLES.hideDatesAgendaItem),
  hideBtnDetailAgenda: yup.boolean().default(DEFAULT_STYLES.hideBtnDetailAgenda),
  hideHoursAgenda: yup.boolean().default(DEFAULT_STYLES.hideHoursAgenda),
  loader_page: yup
    .mixed<LoaderPageType>()
    .oneOf([...LOADER_PAGE_TYPES])
    .default(DEFAULT_STYLES.loader_page),
  /** A video link when loader_page is 'text', embed code when 'code'. */
  data_loader_page: yup
    .string()
    .default('')
    .when('loader_page', {
      is: 'text',
      then: () => url(MESSAGES.videoUrl).default(''),
      otherwise: (s) => s.max(5_000, MESSAGES.tooLong(5_000)),
    }),
});
export type StylesInput = yup.InferType<typeof stylesSchema>;
export type Styles = StylesInput;
