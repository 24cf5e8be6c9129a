import { limit, query } from 'firebase/firestore/lite';
import { liteRefs, useLiteDoc, useLiteQuery } from '../../../lib/firestore/lite';

/** How many products the section lists at most (the landing's sections are bounded). */
export const LANDING_PRODUCTS_LIMIT = 100;

/**
 * What the landing's products section reads, once (Firestore Lite: no listener on a public
 * page): the event's products, unordered (the section sorts them), and its bidding settings.
 */
export function useLandingProducts(eventId: string) {
  const products = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'products'), limit(LANDING_PRODUCTS_LIMIT)),
    `landing-products:${eventId}`,
  );
  const config = useLiteDoc(liteRefs.biddingConfig(eventId), `landing-bidding:${eventId}`);
  return { products, config };
}
