import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';
import { productsUrl } from './product-urls';

/** An auction's highest bid (null: none yet) and the lowest bid it takes now. */
export interface AuctionMinimum {
  value: number;
  highest: number | null;
}

/** GET .../minimumauctionvalue of one product. */
export function useAuctionMinimum(eventId: string, productId: string) {
  return useApiRead<AuctionMinimum>(
    queryKeys.products.minimum(eventId, productId),
    `${productsUrl(eventId, productId)}/minimumauctionvalue`,
  );
}

/**
 * A bid (POST .../offers). Whether it was taken or beaten meanwhile, the minimum is read again:
 * a refused bid answers the new minimum, and the section shows it.
 */
export function usePlaceBid(eventId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      apiFetch(`${productsUrl(eventId, productId)}/offers`, {
        method: 'POST',
        body: JSON.stringify({ amount }),
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.products.minimum(eventId, productId),
      }),
  });
}
