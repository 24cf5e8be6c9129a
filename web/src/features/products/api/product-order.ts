import type { Product } from '@aforo/domain';

/**
 * The writes an order needs (spec part 3 §2.7): each product's position is its index + 1 in the
 * new order, and only products whose stored position differs are written.
 */
export function positionChanges(
  products: readonly Pick<Product, '_id' | 'position'>[],
  ids: readonly string[],
): { id: string; position: number }[] {
  const stored = new Map(products.map((p) => [p._id, p.position]));
  return ids
    .map((id, index) => ({ id, position: index + 1 }))
    .filter(({ id, position }) => stored.get(id) !== position);
}
