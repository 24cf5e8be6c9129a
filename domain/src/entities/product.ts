import * as yup from 'yup';
import type { TimestampLike, Timestamps } from './common.js';
import { LIMITS, MESSAGES, richText, text, url } from './common.js';

export const PRODUCT_DESCRIPTION_MAX = 10_000;
export const PRODUCT_IMAGE_SIZE = '1080x1080';
const IMAGE_REQUIRED = 'La imagen es requerida';

const money = () => yup.number().typeError(MESSAGES.number).min(0).max(1e12);

/** A product of an event, possibly auctioned (part 3 §3.9, §5.6). */
export const productSchema = yup.object({
  name: text().required('El nombre del producto es requerido'),
  by: text().default(''),
  description: richText(PRODUCT_DESCRIPTION_MAX).required(
    'La descripción del producto es requerida',
  ),
  price: money().nullable().default(null),
  start_price: money().nullable().default(null),
  currency: text(3).uppercase().default('COP'),
  /** The first image is required, a second one optional. */
  image: yup
    .array(url().required(IMAGE_REQUIRED))
    .min(1, IMAGE_REQUIRED)
    .max(2, 'Máximo 2 imágenes')
    .required(IMAGE_REQUIRED),
  /** Order of the list, saved as index + 1. */
  position: yup.number().integer().min(0).max(100_000).default(0),
});
export type ProductInput = yup.InferType<typeof productSchema>;
export type Product = ProductInput & Partial<Timestamps> & { _id: string; event_id: string };

/** A bid on a product; the bidder's name and e-mail come from the signed-in account. */
export const offerSchema = yup.object({
  amount: yup
    .number()
    .typeError(MESSAGES.number)
    .positive('Ingrese un valor mayor a cero')
    .max(1e12)
    .required('Ingrese un valor'),
});
export type OfferInput = yup.InferType<typeof offerSchema>;
export interface Offer extends OfferInput {
  _id: string;
  /** The bidder's account: the rules accept a bid only under one's own uid. */
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Server time of the bid (the rules require request.time). */
  created_at: TimestampLike;
}

/** config/{eventId}: bidding on or off; the message shows while it is off. */
export const biddingConfigSchema = yup.object({
  habilitar_subasta: yup.boolean().default(false),
  message: richText(LIMITS.longText).default(''),
});
export type BiddingConfigInput = yup.InferType<typeof biddingConfigSchema>;
export type BiddingConfig = BiddingConfigInput;
