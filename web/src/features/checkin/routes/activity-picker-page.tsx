import { Heading, HStack, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { DateText } from '../../../components/date-text';
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { formatDayHeading } from '../../../lib/dates';
import { searchItems } from '../../../lib/search';
import { useDateScope } from '../../../lib/use-date-scope';
import { useActivities, useAgendaNames } from '../api/use-activities';
import { agendaDays, onDay } from '../lib/agenda';

/** checkin-actividad (spec part 1 §2.6): pick the activity whose door to run. */
export default function ActivityPickerPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const dateScope = useDateScope(event.time_zone);
  const activities = useActivities(event._id);
  const names = useAgendaNames(event._id);
  const [day, setDay] = useState('');
  const [search, setSearch] = useState('');
  const list = activities.status === 'success' ? activities.data : [];
  const sorted = [...list].sort((a, b) => a.datetime_start.localeCompare(b.datetime_start));
  const result = searchItems(
    sorted.filter((a) => onDay(a, day)),
    search,
    (a) =>
      [a.name, names.get(a.space_id) ?? '', ...a.host_ids.map((id) => names.get(id) ?? '')].join(
        ' ',
      ),
  );
  return (
    <Stack gap="4" data-testid="activity-picker">
      <Heading as="h1" size="lg">
        {t('activityCheckin.pickTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('activityCheckin.reloadNote')}
      </Text>
      <HStack wrap="wrap" gap="3" align="start">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('activityCheckin.day')}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
          >
            <option value="">{t('checkin.allOptions')}</option>
            {agendaDays(list).map((d) => (
              <option key={d} value={d}>
                {formatDayHeading(d, dateScope)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchBox value={search} onChange={setSearch} status={result.status} />
      </HStack>
      {activities.status === 'loading' ? <PageLoader /> : null}
      {activities.status === 'error' ? (
        <Text color="red.700">{t('checkin.loadError', { message: activities.error.message })}</Text>
      ) : null}
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('activityCheckin.start')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('activityCheckin.end')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('activityCheckin.activity')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('common.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {result.items.map((activity) => (
            <Table.Row key={activity._id}>
              <Table.Cell>
                <DateText value={activity.datetime_start} />
              </Table.Cell>
              <Table.Cell>
                <DateText value={activity.datetime_end} />
              </Table.Cell>
              <Table.Cell>{activity.name}</Table.Cell>
              <Table.Cell>
                <Link asChild colorPalette="blue">
                  <RouterLink
                    to={`../checkin/${activity._id}`}
                    relative="path"
                    aria-label={`${t('activityCheckin.open')}: ${activity.name}`}
                  >
                    {t('activityCheckin.open')}
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
