import {
  LIMITS,
  biddingConfigSchema,
  compareProductPositions,
  productSchema,
  validateBody,
  type BiddingConfig,
  type BiddingConfigInput,
  type Offer,
  type Product,
  type ProductInput,
} from '@aforo/domain';
import { getDoc, limit, orderBy, query, setDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { apiFetch, normalizeError } from '../../../lib/api-client';
// The bidding message is written straight to Firestore: sanitized by validateBody first.
import '../../../lib/rich-text-sanitizer';
import { appFirestore, useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';
import { positionChanges } from './product-order';
import { productsUrl } from './product-urls';

/** The admin's reads and writes of products, their bids and the bidding switch (part 3 §7). */

/** The event's products, live (admins read them all; bounded like every listener). */
export function useProducts(eventId: string) {
  const db = useFirestore();
  const state = useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'products'), limit(LIMITS.list)),
    `${eventId}/products/admin`,
  );
  return useMemo(
    () =>
      state.status === 'success'
        ? { ...state, data: [...state.data].sort(compareProductPositions) }
        : state,
    [state],
  );
}

/** One product, for the form (through the API, as the list's writes go). */
export const loadProduct = (eventId: string, productId: string) =>
  apiFetch<Product>(productsUrl(eventId, productId));

/**
 * Creates (at the end of the list: the next position) or updates a product. The values pass the
 * domain schema first, so the form hears the API's messages without a round trip.
 */
export async function saveProduct(
  eventId: string,
  productId: string | null,
  values: ProductInput,
  nextPosition: () => Promise<number>,
): Promise<void> {
  const body = await validateBody(productSchema, values);
  if (productId) {
    await apiFetch(productsUrl(eventId, productId), { method: 'PUT', body: JSON.stringify(body) });
    return;
  }
  const position = await nextPosition();
  await apiFetch(productsUrl(eventId), {
    method: 'POST',
    body: JSON.stringify({ ...body, position }),
  });
}

/** The position after the last product's: a new product goes to the end of the list. */
export async function nextProductPosition(eventId: string): Promise<number> {
  const { data } = await apiFetch<{ data: Product[] }>(
    `${productsUrl(eventId)}?pageSize=${LIMITS.list}`,
  );
  return data.reduce((max, p) => Math.max(max, p.position || 0), data.length) + 1;
}

/** Stores an order (spec part 3 §2.7): positions as index + 1, only those that change. */
export async function saveProductOrder(
  eventId: string,
  products: readonly Product[],
  ids: readonly string[],
): Promise<void> {
  await Promise.all(
    positionChanges(products, ids).map(({ id, position }) =>
      apiFetch(productsUrl(eventId, id), { method: 'PUT', body: JSON.stringify({ position }) }),
    ),
  );
}

/** The product's delete; a failure says the spec's sentence (no answer: the server's one). */
export async function removeProduct(
  eventId: string,
  productId: string,
  messages: { failed: string; noServer: string },
): Promise<void> {
  try {
    await apiFetch(productsUrl(eventId, productId), { method: 'DELETE' });
  } catch (error) {
    const { status } = normalizeError(error);
    throw new Error(status === 700 ? messages.noServer : messages.failed);
  }
}

/** The bids of one product by amount, highest first (the admin's {id}/oferts). */
export function useOffers(eventId: string, productId: string) {
  const db = useFirestore();
  return useQuerySnapshot<Offer>(
    query(refs.offers(db, eventId, productId), orderBy('amount', 'desc'), limit(LIMITS.list)),
    `${eventId}/products/${productId}/offers`,
  );
}

/** config/{eventId}: bidding on or off and the message shown while off; off when never set. */
export async function loadBiddingConfig(eventId: string): Promise<BiddingConfigInput> {
  const snap = await getDoc(refs.biddingConfig(appFirestore(), eventId));
  const stored: Partial<BiddingConfig> = snap.data() ?? {};
  return {
    habilitar_subasta: stored.habilitar_subasta === true,
    message: stored.message ?? '',
  };
}

/** Written as event admin; the rules check who and the two fields. */
export async function saveBiddingConfig(
  eventId: string,
  values: BiddingConfigInput,
): Promise<void> {
  const data = await validateBody(biddingConfigSchema, values);
  await setDoc(refs.biddingConfig(appFirestore(), eventId).withConverter(null), data);
}
