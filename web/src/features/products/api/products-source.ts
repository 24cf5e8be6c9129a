import type { Product, ProductInput } from '@aforo/domain';
import { useT } from '../../../i18n/use-t';
import { queryKeys } from '../../../lib/query-keys';
import { useApiItem } from '../../../lib/resources/api-source';
import type { ResourceSource } from '../../../lib/resources/resource';
import {
  nextProductPosition,
  removeProduct,
  saveProduct,
  saveProductOrder,
  useProducts,
} from './products-api';
import { productsUrl } from './product-urls';

/**
 * The products for the engine: live from Firestore in their order, written through the API
 * (products-api), one product read through the API for its form.
 */
export const productsSource: ResourceSource<Product, ProductInput> = {
  useData({ eventId }) {
    const t = useT();
    const list = useProducts(eventId);
    return {
      list,
      create: (values) => saveProduct(eventId, null, values, () => nextProductPosition(eventId)),
      update: (id, values) => saveProduct(eventId, id, values, () => nextProductPosition(eventId)),
      remove: (id) =>
        removeProduct(eventId, id, {
          failed: t('products.deleteFailed'),
          noServer: t('products.noServer'),
        }),
      reorder: (ids, products) => saveProductOrder(eventId, products, ids),
    };
  },
  useItem: ({ eventId }, id) =>
    useApiItem<Product>(queryKeys.products.item(eventId, id), productsUrl(eventId, id)),
};
