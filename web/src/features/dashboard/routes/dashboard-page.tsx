import { Alert, Box, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/resource/data-table';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import { formatAmount } from '../../../lib/price';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { eventTimeZone } from '../../../lib/resources/field-values';
import { useEventCounters, useRoleList } from '../../checkin';
import { useDashboardFigures, type DashboardFigures } from '../api/use-dashboard';
import { Breakdown } from '../components/breakdown';
import { doorProjection } from '../lib/door';

// chart.js comes in its own chunk, after the figures (which are also given as text).
const CountChart = lazy(() => import('../components/charts'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text color="fg.muted">{label}</Text>
      <Text fontSize="2xl" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * dashboard (Estadísticas del evento; part 1 §2.2, §7.2): exact figures from
 * the sharded counters and aggregation queries (no attendee downloaded), live: the counters are
 * listened to and every other figure is counted again when they move.
 */
export default function DashboardPage() {
  const t = useT();
  const labels = useDefaultLabels();
  const { event } = useAdminEvent();
  const zone = eventTimeZone(event);
  const counters = useEventCounters(event._id);
  const roles = useRoleList(event._id);
  // pending: a check-in of this browser's door (another tab shares the cache) is counted locally
  // before the server has it; the server-side figures are counted again once it is acknowledged.
  const version = counters
    ? `${counters.totalAttendees}:${counters.checkedInAttendees}:${counters.pending}`
    : '';
  const figures = useDashboardFigures(event._id, zone, roles, version);

  const total = counters?.totalAttendees ?? 0;
  const checkedIn = counters?.checkedInAttendees ?? 0;
  const ready = figures.status === 'ready' ? figures.figures : null;
  const door = ready
    ? doorProjection(
        total - checkedIn,
        ready.buckets.map((b) => b.count),
      )
    : null;

  return (
    <Stack gap="6" data-testid="dashboard-page">
      <Heading as="h1" size="lg">
        {t('dashboard.title')}
      </Heading>
      {counters === null ? <PageLoader /> : null}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure label={t('dashboard.enrolled')} value={String(total)} testId="dashboard-enrolled" />
        <Figure
          label={t('dashboard.checkedIn')}
          value={String(checkedIn)}
          testId="dashboard-checked-in"
        />
        <Figure
          label={t('dashboard.weighted')}
          value={ready ? String(ready.weighted) : '…'}
          testId="dashboard-weighted"
        />
      </SimpleGrid>
      {figures.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{figures.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {figures.status === 'loading' ? <PageLoader /> : null}
      {ready && door ? (
        <>
          <Box as="section" aria-labelledby="dashboard-door">
            <Heading as="h2" size="md" id="dashboard-door">
              {t('dashboard.door')}
            </Heading>
            <Text data-testid="dashboard-door-projection">
              {door.minutes === null
                ? t('dashboard.door.none', { remaining: total - checkedIn })
                : t('dashboard.door.estimate', {
                    remaining: Math.max(total - checkedIn, 0),
                    rate: Math.round(door.perMinute * 10) / 10,
                    minutes: door.minutes,
                  })}
            </Text>
          </Box>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Box as="section" aria-labelledby="dashboard-checkins">
              <Heading as="h2" size="md" id="dashboard-checkins">
                {t('dashboard.checkins')}
              </Heading>
              <Box h="240px">
                <Suspense fallback={<PageLoader />}>
                  <CountChart
                    kind="bar"
                    label={t('dashboard.checkins')}
                    series={{
                      labels: ready.buckets.map((b) => b.label),
                      values: ready.buckets.map((b) => b.count),
                    }}
                  />
                </Suspense>
              </Box>
              <Text fontSize="sm" data-testid="dashboard-checkins-text">
                {ready.buckets
                  .filter((b) => b.count > 0)
                  .map((b) => `${b.label}: ${b.count}`)
                  .join(' · ') || t('dashboard.checkins.none')}
              </Text>
            </Box>
            <Box as="section" aria-labelledby="dashboard-registrations">
              <Heading as="h2" size="md" id="dashboard-registrations">
                {t('dashboard.registrations')}
              </Heading>
              <Box h="240px">
                <Suspense fallback={<PageLoader />}>
                  <CountChart
                    kind="line"
                    label={t('dashboard.registrations')}
                    series={{
                      labels: ready.registrations.map((d) => d.date),
                      values: ready.registrations.map((d) => d.count),
                    }}
                  />
                </Suspense>
              </Box>
              <Text fontSize="sm">
                {ready.registrations
                  .filter((d) => d.count > 0)
                  .map((d) => `${d.date}: ${d.count}`)
                  .join(' · ') || t('dashboard.registrations.none')}
              </Text>
            </Box>
          </SimpleGrid>
          <Box as="section" aria-labelledby="dashboard-roles">
            <Heading as="h2" size="md" id="dashboard-roles">
              {t('dashboard.roles')}
            </Heading>
            <List.Root ps="5" data-testid="dashboard-roles">
              {ready.roles.map((role) => (
                <List.Item key={role.rolId}>
                  {labels.role({ _id: role.rolId, name: role.name })}: {role.count}
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Box as="section" aria-labelledby="dashboard-activities">
            <Heading as="h2" size="md" id="dashboard-activities">
              {t('dashboard.activities')}
            </Heading>
            <DataTable
              label={t('dashboard.activities')}
              testId="dashboard-activities"
              empty={ready.activities.length === 0}
              emptyText={t('dashboard.activities.none')}
              headers={[
                { key: 'name', label: t('dashboard.activity') },
                { key: 'total', label: t('dashboard.enrolled') },
                { key: 'checkedIn', label: t('dashboard.checkedIn') },
                { key: 'inPerson', label: t('dashboard.activity.inPerson') },
                { key: 'online', label: t('dashboard.activity.online') },
              ]}
            >
              {ready.activities.map((activity) => (
                <Table.Row key={activity.activity_id}>
                  <Table.Cell>{activity.name}</Table.Cell>
                  <Table.Cell>{activity.total}</Table.Cell>
                  <Table.Cell>{activity.checked_in}</Table.Cell>
                  <Table.Cell>{activity.checked_in - activity.checked_in_online}</Table.Cell>
                  <Table.Cell>{activity.checked_in_online}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          </Box>
          <Breakdowns figures={ready} />
        </>
      ) : null}
    </Stack>
  );
}

/** Check-ins per door device and per staff member, attendees per ticket, payments by status. */
function Breakdowns({ figures }: { figures: DashboardFigures }) {
  const t = useT();
  const { devices, staff, checked_in_unattributed, tickets, payments } = figures.breakdowns;
  const staffRows = [
    ...staff.map((s) => ({ key: s.user_id, label: s.name, value: s.checked_in })),
    ...(checked_in_unattributed > 0
      ? [{ key: '-', label: t('dashboard.staff.unattributed'), value: checked_in_unattributed }]
      : []),
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Breakdown
        id="devices"
        title={t('dashboard.devices')}
        emptyText={t('dashboard.devices.none')}
        headers={[
          { key: 'device', label: t('dashboard.device') },
          { key: 'count', label: t('dashboard.checkedIn') },
        ]}
        rows={devices.map((d, i) => ({
          key: d.shard,
          // The shard id is the device's only name: its number plus a few letters to tell it by.
          label: `${t('dashboard.device')} ${i + 1} (${d.shard.slice(5, 11)})`,
          value: d.checked_in,
        }))}
      />
      <Breakdown
        id="staff"
        title={t('dashboard.staff')}
        emptyText={t('dashboard.checkins.none')}
        headers={[
          { key: 'staff', label: t('dashboard.staffMember') },
          { key: 'count', label: t('dashboard.checkedIn') },
        ]}
        rows={staffRows}
      />
      <Breakdown
        id="tickets"
        title={t('dashboard.tickets')}
        emptyText={t('dashboard.ticket.none')}
        headers={[
          { key: 'ticket', label: t('dashboard.ticket') },
          { key: 'count', label: t('dashboard.enrolled') },
        ]}
        rows={tickets.map((ticket) => ({
          key: ticket.ticket_id ?? '-',
          label: ticket.ticket_id === null ? t('dashboard.ticket.none') : ticket.title,
          value: ticket.attendees,
        }))}
      />
      <Breakdown
        id="payments"
        title={t('dashboard.payments')}
        emptyText={t('orders.empty')}
        chart={false}
        headers={[
          { key: 'status', label: t('dashboard.payment.status') },
          { key: 'orders', label: t('dashboard.payment.orders') },
          { key: 'amount', label: t('dashboard.payment.amount') },
        ]}
        rows={payments.map((p) => ({
          key: p.status,
          label: p.status,
          value: p.orders,
          cells: [p.orders, formatAmount(p.amount)],
        }))}
      />
    </SimpleGrid>
  );
}
