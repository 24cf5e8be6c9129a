import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { canWriteContent, type Product } from '@aforo/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReorderItems } from '../../../components/resource/reorder-list';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useErrorModal } from '../../../components/error-modal';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { formatPrice } from '../../../lib/price';
import { removeProduct, saveProductOrder, useProducts } from '../api/products-api';
import { useProductLinks } from './product-links';
import { ListStatus } from '../../../components/resource/list-status';

/**
 * Productos (spec part 3 §2.7): the event's products in their order, dragged (or moved with the
 * arrows) and saved with "Guardar orden" as index + 1, with the spec's two messages; each row
 * edits, opens its offers or deletes after the spec's question. Links lead to the form and to
 * the bidding configuration.
 */
export default function ProductsPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const links = useProductLinks();
  const products = useProducts(event._id);
  const canWrite = canWriteContent(access, 'products');
  const showError = useErrorModal();
  // An unsaved order belongs to the stored list it was made on; a newer list replaces it.
  const [edited, setEdited] = useState<{
    base: readonly Product[];
    order: Product[];
    saved: boolean;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = products.status === 'success' ? products.data : [];
  const shown = edited !== null && edited.base === stored ? edited.order : stored;
  const changed = edited !== null && edited.base === stored && !edited.saved;

  const deletion = useDeleteConfirmation<Product>({
    text: t('products.confirmDelete'),
    done: t('products.deleted'),
    remove: (product) =>
      removeProduct(event._id, product._id, {
        failed: t('products.deleteFailed'),
        noServer: t('products.noServer'),
      }),
  });

  async function saveOrder() {
    setSaving(true);
    notify(t('products.savingOrder'), { type: 'info' });
    try {
      await saveProductOrder(
        event._id,
        stored,
        shown.map((p) => p._id),
      );
      notify(t('products.configSaved'));
      // Shown until the live list brings the stored order.
      setEdited((e) => (e === null ? e : { ...e, saved: true }));
    } catch (error) {
      // Back to the order that is stored.
      setEdited(null);
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="5" data-testid="products-page">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('products.title')}
          </Heading>
          <Text color="fg.muted">{t('products.intro')}</Text>
        </Stack>
        {canWrite ? (
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={links.configuration}>{t('products.configuration')}</RouterLink>
            </Button>
            <Button asChild colorPalette="blue">
              <RouterLink to={links.add}>{t('products.add')}</RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Flex>
      <ListStatus state={products} />
      {products.status === 'success' && stored.length === 0 ? (
        <Text data-testid="products-empty">{t('products.empty')}</Text>
      ) : null}
      {shown.length > 0 ? (
        <ReorderItems
          items={shown}
          itemId={(p) => p._id}
          itemLabel={(p) => p.name}
          label={t('products.order')}
          testId="products-order"
          disabled={!canWrite || saving}
          onChange={(order) => setEdited({ base: stored, order, saved: false })}
          renderItem={(product) => (
            <HStack gap="3" wrap="wrap" data-testid="product-row">
              {product.image[0] ? (
                <Image src={product.image[0]} alt="" boxSize="10" objectFit="cover" rounded="sm" />
              ) : null}
              <Box flex="1" minW="40">
                <Text fontWeight="semibold">{product.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    product.by,
                    product.price !== null ? formatPrice(product.price, product.currency) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Box>
              <HStack gap="2">
                <Button asChild size="xs" variant="outline">
                  <RouterLink
                    to={links.offers(product._id)}
                    aria-label={`${t('products.offers')} ${product.name}`}
                  >
                    {t('products.offers')}
                  </RouterLink>
                </Button>
                {canWrite ? (
                  <>
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={links.edit(product._id)}
                        aria-label={`${t('common.edit')} ${product.name}`}
                      >
                        {t('common.edit')}
                      </RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`${t('common.delete')} ${product.name}`}
                      onClick={() => deletion.ask(product)}
                    >
                      {t('common.delete')}
                    </Button>
                  </>
                ) : null}
              </HStack>
            </HStack>
          )}
        />
      ) : null}
      {canWrite && shown.length > 1 ? (
        <HStack>
          <Button
            colorPalette="blue"
            onClick={() => void saveOrder()}
            loading={saving}
            disabled={!changed}
            data-testid="products-save-order"
          >
            {t('products.saveOrder')}
          </Button>
        </HStack>
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
