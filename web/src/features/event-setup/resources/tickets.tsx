import { ticketSchema, type Ticket, type TicketInput, canWriteContent } from '@aforo/domain';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { formatPrice } from '../../../lib/price';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource, type OptionsSource } from '../../../lib/resources/resource';

/** Currencies offered; the schema takes any 3-letter code, the payment charges in its own. */
export const CURRENCIES = ['COP', 'USD', 'EUR', 'MXN', 'BRL', 'PEN', 'CLP', 'ARS'] as const;

/** The stages are the event's own list (event_stages), live from the admin shell's event. */
const stageOptions: OptionsSource = {
  useOptions() {
    const { event } = useAdminEvent();
    return {
      status: 'success',
      // The select's own empty choice is "no stage" (the schema stores it as null).
      data: event.event_stages.map((s) => ({ value: s.stage_id, label: { text: s.title } })),
    };
  },
};

/**
 * Ticket types (events/{id}/tickets) through the API, which mirrors each into the event's
 * `tickets` summary: what the landing's tickets section, the attendee's ticket and the check-in
 * filter read. Written by event admins and admin_ticket holders, like the rules.
 */
export const ticketsResource = defineResource<Ticket, TicketInput>({
  name: 'tickets',
  title: 'setup.tickets.title',
  addLabel: 'setup.tickets.add',
  emptyText: 'setup.tickets.empty',
  schema: ticketSchema,
  fields: [
    { name: 'title', label: 'setup.tickets.name' },
    { name: 'stage_id', label: 'setup.tickets.stage', kind: 'select', options: stageOptions },
    { name: 'price', label: 'setup.tickets.price', kind: 'number' },
    {
      name: 'currency',
      label: 'setup.tickets.currency',
      kind: 'select',
      options: CURRENCIES.map((c) => ({ value: c, label: { text: c } })),
    },
    {
      name: 'capacity',
      label: 'setup.tickets.capacity',
      kind: 'number',
      help: 'setup.tickets.capacityHelp',
    },
    { name: 'description', label: 'setup.tickets.description', kind: 'textarea' },
  ],
  columns: [
    { key: 'title', header: 'setup.tickets.name', cell: (t) => t.title },
    { key: 'stage', header: 'setup.tickets.stage', cell: (t) => <StageName id={t.stage_id} /> },
    {
      key: 'price',
      header: 'setup.tickets.price',
      cell: (t) => formatPrice(t.price, t.currency ?? 'COP'),
    },
    { key: 'capacity', header: 'setup.tickets.capacity', cell: (t) => <Capacity n={t.capacity} /> },
  ],
  initialValues: { ...ticketSchema.getDefault(), title: '' },
  toValues: (t) => ({
    title: t.title,
    description: t.description ?? '',
    stage_id: t.stage_id ?? null,
    price: t.price,
    currency: t.currency ?? 'COP',
    capacity: t.capacity ?? null,
  }),
  searchText: (t) => t.title,
  // The domain registry's writers, as the API and the rules decide.
  canWrite: (access) => canWriteContent(access, 'tickets'),
  editing: 'dialog',
  source: eventContentSource('tickets', ticketSchema, 'tickets'),
});

function StageName({ id }: { id: string | null }) {
  const t = useT();
  const { event } = useAdminEvent();
  const stage = id ? event.event_stages.find((s) => s.stage_id === id) : undefined;
  return <>{stage?.title ?? t('setup.tickets.noStage')}</>;
}

function Capacity({ n }: { n: number | null | undefined }) {
  const t = useT();
  return <>{n == null ? t('setup.tickets.unlimited') : n.toLocaleString()}</>;
}
