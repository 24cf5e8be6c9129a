import * as yup from 'yup';
import type { Timestamps } from './common.js';
import {
  MESSAGES,
  email,
  hasUniqueValues,
  hexColor,
  idString,
  richText,
  text,
  url,
} from './common.js';

const REQUIRED = MESSAGES.required;
const IMAGE_REQUIRED = 'la imagen es requerida';
export const COMPANY_RICH_TEXT_MAX = 1_000;
export const COMPANY_URL_MAX = 500;
export const COMPANY_GALLERY_MAX = 30;
export const COMPANY_SOCIAL_NETWORKS_MAX = 4;

export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'LinkedIn'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SERVICE_CATEGORIES = ['Servicio', 'Producto'] as const;
export const COMPANY_VISUALIZATIONS = ['list', 'stand'] as const;
export const DEFAULT_STAND_TYPE_COLOR = '#2C2A29';

const companyUrl = () => url(MESSAGES.url, COMPANY_URL_MAX).nullable().default(null);
const companyRichText = () => richText(COMPANY_RICH_TEXT_MAX);

export const advisorSchema = yup.object({
  name: text().required(REQUIRED),
  codPais: text(10).required(REQUIRED),
  number: text(20).required(REQUIRED),
  cargo: text().required(REQUIRED),
  email: email().required(REQUIRED),
  image: url().nullable().default(null),
});

export const companyServiceSchema = yup.object({
  nombre: text(20)
    .required('El nombre del servicio es requerido')
    .min(3, 'nombre de servicio no válido'),
  category: yup
    .mixed<(typeof SERVICE_CATEGORIES)[number]>()
    .oneOf([...SERVICE_CATEGORIES])
    .default('Servicio'),
  description: companyRichText().default(''),
  web_url: companyUrl(),
  image: url().nullable().default(null),
});

export const socialNetworkSchema = yup.object({
  network: yup
    .mixed<SocialNetwork>()
    .oneOf([...SOCIAL_NETWORKS])
    .required(REQUIRED),
  url: url(MESSAGES.url, COMPANY_URL_MAX).required(REQUIRED),
});

/** A company (stand) of an event (part 3 §3.1, §5.1). */
export const companySchema = yup.object({
  name: text(100)
    .required('El nombre de la empresa es requerido')
    .min(3, 'Ingrese un nombre de empresa válido'),
  description: companyRichText().required(REQUIRED),
  short_description: companyRichText().default(''),
  stand_image: url().required(IMAGE_REQUIRED),
  list_image: url().required(IMAGE_REQUIRED),
  times_and_venues: companyRichText().default(''),
  contact_info: yup.object({
    description: companyRichText().default(''),
    image: url().nullable().default(null),
  }),
  advisor: yup.array(advisorSchema.required()).max(50).default([]),
  services: yup.array(companyServiceSchema.required()).max(100).default([]),
  brochure: url().nullable().default(null),
  webpage: companyUrl(),
  telefono: text(10).default(''),
  email: email(MESSAGES.email, 40).default(''),
  video_url: companyUrl(),
  linkedin: companyUrl(),
  social_networks: yup
    .array(socialNetworkSchema.required())
    .max(COMPANY_SOCIAL_NETWORKS_MAX, `Máximo ${COMPANY_SOCIAL_NETWORKS_MAX} redes sociales`)
    .default([]),
  gallery: yup
    .array(yup.object({ image: url().required(IMAGE_REQUIRED) }).required())
    .max(COMPANY_GALLERY_MAX, `Máximo ${COMPANY_GALLERY_MAX} imágenes`)
    .default([]),
  // A select's empty choice ('') means none.
  stand_type: idString()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null),
  visible: yup.boolean().default(true),
  visitors_space_id: idString()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null),
  index: yup.number().integer().min(0).max(100_000).default(0),
});
export type CompanyInput = yup.InferType<typeof companySchema>;
export type Company = CompanyInput & Partial<Timestamps> & { _id: string };

/** An image of the gallery can be deleted only while more than one remains. */
export function canDeleteGalleryImage(gallery: readonly unknown[]): boolean {
  return gallery.length > 1;
}

export const standTypeSchema = yup.object({
  id: idString().required(),
  label: text().required('Ingrese un nombre válido'),
  value: text().required('Ingrese un nombre válido'),
  color: hexColor(DEFAULT_STAND_TYPE_COLOR),
});
export type StandType = yup.InferType<typeof standTypeSchema>;

/** event_companies/{eventId}: how the companies show and which stand types exist. */
export const companySettingsSchema = yup.object({
  config: yup.object({
    visualization: yup
      .mixed<(typeof COMPANY_VISUALIZATIONS)[number]>()
      .oneOf([...COMPANY_VISUALIZATIONS])
      .default('list'),
  }),
  stand_types: yup
    .array(standTypeSchema.required())
    .max(50)
    .default([])
    .test('unique-stand-types', 'Ya existe un tipo de stand con ese nombre', (types) =>
      hasUniqueValues((types ?? []).map((t) => t.value)),
    ),
});
export type CompanySettingsInput = yup.InferType<typeof companySettingsSchema>;
export type CompanySettings = CompanySettingsInput;
