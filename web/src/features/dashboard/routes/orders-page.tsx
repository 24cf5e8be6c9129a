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
import type { ListedOrder } from '@aforo/domain';
import { limit, query } from 'firebase/firestore';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { ListStatus } from '../../../components/resource/list-status';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { apiFetch } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import { useApiQuery } from '../../../lib/use-api-query';

type Page = { data: ListedOrder[]; next: string | null };

const PAGE_SIZE = 50;
/** Products offered in the filter at most. */
const MAX_PRODUCTS = 200;

function ordersPath(eventId: string, product: string, after: string | null, size = PAGE_SIZE) {
  const params = new URLSearchParams({ pageSize: String(size) });
  if (product) params.set('product', product);
  if (after) params.set('after', after);
  return `/api/events/${encodeURIComponent(eventId)}/orders?${params.toString()}`;
}

/**
 * orders (Órdenes; part 1 §2.2, §7.4 ordersevent): the event's orders, newest
 * first, with state, amount and payer, filtered by product, a page at a time, and exported.
 */
export default function OrdersPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const db = useFirestore();
  const products = useQuerySnapshot(
    query(refs.eventContent(db, event._id, 'products'), limit(MAX_PRODUCTS)),
    `orders-products:${event._id}`,
  );
  const [product, setProduct] = useState('');
  const first = useApiQuery<Page>(ordersPath(event._id, product, null));
  const [more, setMore] = useState<{ key: string; rows: ListedOrder[]; next: string | null }>({
    key: '',
    rows: [],
    next: null,
  });
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const firstPage = first.status === 'success' ? first.data : null;
  // Pages loaded beyond the first belong to one filter; another filter starts over.
  const extra = more.key === product ? more : { rows: [], next: firstPage?.next ?? null };
  const rows = [...(firstPage?.data ?? []), ...extra.rows];
  const next = extra.rows.length > 0 ? extra.next : (firstPage?.next ?? null);
  const productName = (id: string) =>
    id === event._id
      ? event.name
      : products.status === 'success'
        ? (products.data.find((p) => p._id === id)?.name ?? id)
        : id;

  async function loadMore() {
    if (!next) return;
    try {
      const page = await apiFetch<Page>(ordersPath(event._id, product, next));
      setMore({ key: product, rows: [...extra.rows, ...page.data], next: page.next });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  async function exportAll() {
    setExporting(true);
    setFailure(null);
    try {
      const all: ListedOrder[] = [];
      let after: string | null = null;
      do {
        const page: Page = await apiFetch<Page>(ordersPath(event._id, product, after, 200));
        all.push(...page.data);
        after = page.next;
      } while (after);
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
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ListStatus
        state={{
          status: first.status,
          retry: first.reload,
          message: first.status === 'error' ? first.error.message : undefined,
        }}
      />
      {firstPage ? (
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
          {next ? (
            <Button alignSelf="start" variant="outline" onClick={() => void loadMore()}>
              {t('orders.more')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
