import { Alert, Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { Activity, RoomState } from '@aforo/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { ListStatus } from '../../../components/resource/list-status';
import { useT } from '../../../i18n/use-t';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventApiPath } from '../../../lib/resources/api-source';
import { RoomStateSelect } from '../components/room-state-select';
import { DateText } from '../../../components/date-text';
import { activitiesSource, canWriteAgenda } from '../resources/agenda';
import type { ActivityPageState } from '../resources/activities';

/** An activity that has a videoconference configured (platform and id saved, part 2 §5). */
const hasConference = (activity: Activity): boolean =>
  Boolean(activity.platform) && Boolean(activity.meeting_id);

/**
 * conference (part 1 §2.2, a section the spec leaves empty): every activity of the event with a
 * videoconference, its platform, conference id and room status, in one place for the person
 * running the live sessions. The status is changed here as in the activity's Espacio Virtual tab
 * (the same API call, saved at once); "Espacio Virtual" opens that tab for the rest (host, room
 * tabs, links).
 */
export default function ConferencePage() {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const data = activitiesSource.useData({ eventId: event._id });
  const canWrite = canWriteAgenda(access);
  const [saving, setSaving] = useState<string | null>(null);
  const agenda = `/eventadmin/${encodeURIComponent(event._id)}/agenda`;
  const rooms =
    data.list.status === 'success'
      ? data.list.data
          .filter(hasConference)
          .sort((a, b) => a.datetime_start.localeCompare(b.datetime_start))
      : [];

  async function changeState(activity: Activity, state: RoomState) {
    setSaving(activity._id);
    try {
      const answer = await apiFetch<{ message?: string }>(
        `${eventApiPath(event._id, 'activities')}/${encodeURIComponent(activity._id)}/videoconference`,
        { method: 'PUT', body: JSON.stringify({ habilitar_ingreso: state }) },
      );
      notify(answer.message ?? t('resource.saved'));
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    } finally {
      setSaving(null);
    }
  }

  const open = (activity: Activity) => {
    const state: ActivityPageState = { tab: 'virtual' };
    void navigate(`${agenda}/actividad/${encodeURIComponent(activity._id)}`, { state });
  };

  const headers = [
    { key: 'start', label: t('agenda.start') },
    { key: 'name', label: t('agenda.activity') },
    { key: 'platform', label: t('agenda.virtual.platform') },
    { key: 'meeting', label: t('agenda.virtual.meetingId') },
    { key: 'status', label: t('agenda.virtual.status') },
    { key: 'actions', label: t('common.actions') },
  ];

  return (
    <Stack gap="5" data-testid="conference-list">
      <Heading as="h1" size="2xl">
        {t('conference.title')}
      </Heading>
      <Text color="fg.muted">{t('conference.intro')}</Text>
      <ListStatus state={data.list} />
      {data.list.status === 'success' && rooms.length === 0 ? (
        <Alert.Root status="info" data-testid="conference-empty">
          <Alert.Indicator />
          <Alert.Title>{t('conference.empty')}</Alert.Title>
          <Link asChild ms="auto" fontWeight="medium">
            <RouterLink to={agenda}>{t('conference.toAgenda')}</RouterLink>
          </Link>
        </Alert.Root>
      ) : null}
      {rooms.length > 0 ? (
        <DataTable label={t('conference.title')} headers={headers} empty={false}>
          {rooms.map((activity) => (
            <Table.Row key={activity._id} data-testid={`conference-row-${activity._id}`}>
              <Table.Cell>
                <DateText value={activity.datetime_start} />
              </Table.Cell>
              <Table.Cell>{activity.name}</Table.Cell>
              <Table.Cell>{activity.platform}</Table.Cell>
              <Table.Cell>{activity.meeting_id}</Table.Cell>
              <Table.Cell>
                <RoomStateSelect
                  size="sm"
                  value={activity.habilitar_ingreso ?? 'none'}
                  disabled={!canWrite || saving === activity._id}
                  label={`${t('agenda.virtual.status')}: ${activity.name}`}
                  onChange={(state) => void changeState(activity, state)}
                />
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`${t('agenda.tab.virtual')}: ${activity.name}`}
                  onClick={() => open(activity)}
                >
                  {t('agenda.tab.virtual')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
