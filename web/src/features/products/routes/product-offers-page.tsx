import { Button, Heading, HStack, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { formatPrice } from '../../../lib/price';
import { useOffers } from '../api/products-api';
import { useProduct } from '../api/use-product';
import { useProductLinks } from './product-links';
import { ListStatus } from '../../../components/resource/list-status';

/**
 * product/{id}/oferts (spec part 3 §2.7, §3.9): the bids on one product, highest first, with the
 * bidder's e-mail and names (copied from its registration when the bid was accepted) and the
 * bid's time. Live: a new bid shows as it is placed. The rules let event admins list them.
 */

export default function ProductOffersPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { event } = useAdminEvent();
  const links = useProductLinks();
  const product = useProduct(event._id, id);
  const offers = useOffers(event._id, id);
  const name = product.status === 'success' ? (product.data?.name ?? '') : '';
  const currency = product.status === 'success' ? (product.data?.currency ?? 'COP') : 'COP';
  const title = name ? t('products.offersOf', { name }) : t('products.offers');
  return (
    <Stack gap="5" data-testid="product-offers-page">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={links.list}>{t('products.back')}</RouterLink>
        </Button>
      </HStack>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <ListStatus state={offers} />
      {offers.status === 'success' ? (
        <DataTable
          label={title}
          testId="product-offers"
          empty={offers.data.length === 0}
          emptyText={t('products.offers.empty')}
          headers={[
            { key: 'amount', label: t('products.offers.amount') },
            { key: 'first_name', label: t('products.offers.firstName') },
            { key: 'last_name', label: t('products.offers.lastName') },
            { key: 'email', label: t('products.offers.email') },
            { key: 'created_at', label: t('products.offers.date') },
          ]}
        >
          {offers.data.map((offer) => (
            <Table.Row key={offer._id} data-testid="product-offer">
              <Table.Cell>{formatPrice(offer.amount, currency)}</Table.Cell>
              <Table.Cell>{offer.first_name}</Table.Cell>
              <Table.Cell>{offer.last_name}</Table.Cell>
              <Table.Cell>{offer.email}</Table.Cell>
              <Table.Cell>
                {/* To the second: two bids may share a minute. */}
                <DateText value={offer.created_at} seconds />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
