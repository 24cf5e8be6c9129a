/**
 * A product's API route (part 3 §7: /api/events/{id}/products[/{pid}]), without the modules the
 * admin's reads bring: the landing's product section builds its calls with it too.
 */
export const productsUrl = (eventId: string, productId?: string) =>
  `/api/events/${encodeURIComponent(eventId)}/products${
    productId ? `/${encodeURIComponent(productId)}` : ''
  }`;
