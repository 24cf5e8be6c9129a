import * as yup from 'yup';
import type { TimestampLike, Timestamps } from './common.js';
import { LIMITS, MESSAGES, richText, text, url } from './common.js';

export const PRODUCT_DESCRIPTION_MAX = 10_000;
export const PRODUCT_IMAGE_SIZE = '1080x1080';
const IMAGE_REQUIRED = 'La imagen es requerida';

/** An optional amount: an emptied form input ('') is no amount, not a wrong one. */
const money = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(MESSAGES.number)
    .min(0)
    .max(1e12);

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

/**
 * The products' order, as the admin's list and the landing show it: position (saved as index + 1),
 * then name; a product never ordered (position 0) goes last.
 */
export function compareProductPositions(
  a: Pick<Product, 'position' | 'name'>,
  b: Pick<Product, 'position' | 'name'>,
): number {
  const rank = (p: Pick<Product, 'position'>) => p.position || Number.MAX_SAFE_INTEGER;
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

/** The largest bid: money()'s bound, far below where a double loses whole units. */
export const OFFER_MAX = 1e12;

/**
 * A bid on a product, the body of POST products/{pid}/offers: only the amount. The bidder's
 * name and e-mail come from its registration, never from the bid. Strict: a string is not an
 * amount ("5000" would otherwise be cast), and Infinity or NaN never are.
 */
export const offerSchema = yup.object({
  amount: yup
    .number()
    .strict()
    .typeError(MESSAGES.number)
    .test('finite', MESSAGES.number, (v) => v == null || Number.isFinite(v))
    .positive('Ingrese un valor mayor a cero')
    .max(OFFER_MAX, `La oferta no puede superar ${OFFER_MAX}`)
    .required('Ingrese un valor'),
});
export type OfferInput = yup.InferType<typeof offerSchema>;

/** How much a bid must beat the highest one by: one unit of the product's currency. */
export const AUCTION_BID_STEP = 1;

/**
 * The lowest bid a product accepts now: the product's own minimum (start_price, else price, else
 * anything above zero) and, once there is a highest bid, that bid plus the step.
 */
export function minimumBid(
  product: Pick<Product, 'start_price' | 'price'>,
  highest: number | null,
): number {
  const floor = product.start_price ?? product.price ?? 0;
  return highest === null ? floor : Math.max(floor, highest + AUCTION_BID_STEP);
}

export const AUCTION_CLOSED_MESSAGE = 'La subasta no está habilitada en este momento';
export const AUCTION_NOT_REGISTERED_MESSAGE = 'Debe estar inscrito en el evento para ofertar';
export const auctionTooLowMessage = (minimum: number) =>
  `La oferta debe ser de al menos ${minimum}`;

/**
 * events/{E}/products/{P}/auction/state: the highest bid, written by the API in the transaction
 * that accepts a bid, so two bids read and write the same document and cannot both win.
 */
export interface AuctionState {
  highest: number;
  offer_id: string;
  user_id: string;
  updated_at: TimestampLike;
}

export interface Offer extends OfferInput {
  _id: string;
  /** The bidder's account (the API takes it from the token). */
  user_id: string;
  /** The bidder's name and e-mail, copied from its registration when the bid is accepted. */
  email: string;
  first_name: string;
  last_name: string;
  /** Server time of the bid. */
  created_at: TimestampLike;
}

/** config/{eventId}: bidding on or off; the message shows while it is off. */
export const biddingConfigSchema = yup.object({
  habilitar_subasta: yup.boolean().default(false),
  message: richText(LIMITS.longText).default(''),
});
export type BiddingConfigInput = yup.InferType<typeof biddingConfigSchema>;
export type BiddingConfig = BiddingConfigInput;
