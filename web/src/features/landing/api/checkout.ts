import type { AforoEvent, OrderInput } from '@aforo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toQueryState } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/orders answers the order and the WebCheckout form, already signed by the server. */
export interface OrderWithCheckout {
  _id: string;
  status: string;
  checkout: { url: string; fields: Record<string, string> };
}

/** The buyer's order for an event that charges (part 3 §7 'Create order'). */
export function createEventOrder(event: AforoEvent, accountId: string) {
  const price = event.payment?.price ?? 0;
  const body: OrderInput = {
    items: [event._id],
    account_id: accountId,
    amount: price,
    item_type: 'event',
    discount_codes: [],
    event_id: event._id,
  };
  return apiFetch<OrderWithCheckout>('/api/orders', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/**
 * Sends the browser to the provider's checkout the way PayU expects it: a real HTML form POST
 * (a fetch would neither navigate nor carry the buyer to the payment page).
 */
export function postCheckoutForm(
  checkout: OrderWithCheckout['checkout'],
  doc: Document = document,
) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = checkout.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

export interface OrderState {
  _id: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED' | 'ERROR';
}

/** How often a pending order is asked again while PayU has not confirmed it. */
const ORDER_POLL_MS = 3_000;

/**
 * The buyer's order by its reference (GET /api/orders/{reference}), asked again every few seconds
 * while it is PENDING: PayU's confirmation may come after the buyer is back.
 */
export function useOrderState(reference: string) {
  return toQueryState(
    useQuery({
      queryKey: queryKeys.landing.order(reference),
      queryFn: ({ signal }) =>
        apiFetch<OrderState>(`/api/orders/${encodeURIComponent(reference)}`, { signal }),
      refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? ORDER_POLL_MS : false),
    }),
  );
}
