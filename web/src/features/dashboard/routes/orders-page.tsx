import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { ListStatus } from '../../../components/resource/list-status';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import { fetchAllOrders, useOrderProducts, useOrders } from '../api/orders';

/**
 * orders (Órdenes; part 1 §2.2, §7.4 ordersevent): the event's orders, newest
 * first, with state, amount and payer, filtered by product, a page at a time, and exported.
 */
export default function OrdersPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const products = useOrderProducts(event._id);
  const [product, setProduct] = useState('');
  const orders = useOrders(event._id, product);
  const rows = orders.state.status === 'success' ? orders.state.data : null;
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const productName = (id: string) =>
    id === event._id
      ? event.name
      : products.status === 'success'
        ? (products.data.find((p) => p._id === id)?.name ?? id)
        : id;

  async function exportAll() {
    setExporting(true);
    setFailure(null);
    try {
      const all = await fetchAllOrders(event._id, product);
      await downloadSpreadsheet({
        fileName: `Ordenes_${ddmmyy()}.xlsx`,
        sheetName: 'Orders',
        columns: [
          { header: t('orders.date') },
          { header: t('orders.reference') },
          { header: t('orders.status') },
          { header: t('orders.amount') },
          { header: t('orders.currency') },
          { header: t('orders.payer') },
          { header: t('orders.items') },
        ],
        rows: all.map((o) => [
          o.created_at ? new Date(o.created_at) : null,
          o._id,
          o.status,
          o.amount,
          o.currency,
          o.buyer_email,
          o.items.map(productName).join(', '),
        ]),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="5" data-testid="orders-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('orders.title')}
        </Heading>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportAll()}>
          {t('orders.export')}
        </Button>
      </HStack>
      <Field.Root maxW="sm">
        <Field.Label>{t('orders.filter')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={product} onChange={(e) => setProduct(e.target.value)}>
            <option value="">{t('orders.allProducts')}</option>
            <option value={event._id}>{event.name}</option>
            {(products.status === 'success' ? products.data : []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {[failure, orders.moreError].map((message) =>
        message ? (
          <Alert.Root status="error" key={message}>
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null,
      )}
      <ListStatus
        state={{
          status: orders.state.status,
          retry: orders.reload,
          message: orders.state.status === 'error' ? orders.state.error.message : undefined,
        }}
      />
      {rows ? (
        <>
          <Text data-testid="orders-count">{t('orders.shown', { count: rows.length })}</Text>
          <DataTable
            label={t('orders.title')}
            testId="orders-table"
            empty={rows.length === 0}
            emptyText={t('orders.empty')}
            headers={[
              { key: 'date', label: t('orders.date') },
              { key: 'reference', label: t('orders.reference') },
              { key: 'status', label: t('orders.status') },
              { key: 'amount', label: t('orders.amount') },
              { key: 'payer', label: t('orders.payer') },
              { key: 'items', label: t('orders.items') },
            ]}
          >
            {rows.map((order) => (
              <Table.Row key={order._id}>
                <Table.Cell>
                  <DateText value={order.created_at} />
                </Table.Cell>
                <Table.Cell>{order._id}</Table.Cell>
                <Table.Cell>{order.status}</Table.Cell>
                <Table.Cell>
                  {order.amount.toLocaleString()} {order.currency}
                </Table.Cell>
                <Table.Cell>{order.buyer_email}</Table.Cell>
                <Table.Cell>{order.items.map(productName).join(', ')}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          {orders.hasMore ? (
            <Button alignSelf="start" variant="outline" onClick={orders.loadMore}>
              {t('orders.more')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
