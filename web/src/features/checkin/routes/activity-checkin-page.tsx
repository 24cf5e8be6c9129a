import type { Attendee } from '@aforo/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { hasPermission } from '../../../lib/event/event-access';
import { notify, prepareToasts } from '../../../lib/notify';
import { searchItems } from '../../../lib/search';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { useAdminDateScope } from '../../../lib/use-date-scope';
import { exportFileName } from '../lib/spreadsheet';
import { useActivity, useActivityAttendees, useActivityCheckIn } from '../api/activity-checkin';
import { useDoorSlice } from '../api/use-door-slice';
import { ActivityQrModal } from '../components/activity-qr-modal';
import { AttendeeFormDialog } from '../components/attendee-form-dialog';
import { ALL_ATTENDEES, useAttendeeCache } from '../api/use-attendee-cache';
import {
  attendeeSearchText,
  exportDate,
  formatDisplayDate,
  propertyCell,
  propertyText,
  TABLE_LIMIT,
  tableFields,
} from '../lib/attendee-view';

/** checkin/{activity id} (spec part 1 §2.6): who came into one activity. */
export default function ActivityCheckinPage() {
  const t = useT();
  // The door toasts each check-in, offline too: its toaster loads now, while online.
  useEffect(prepareToasts, []);
  const dateScope = useAdminDateScope();
  const { id = '' } = useParams();
  const { event, access } = useAdminEvent();
  const activity = useActivity(event._id, id);
  const writes = useActivityCheckIn(event._id, id);
  // The device's door slice when its operator chose one (a large event), else the whole list.
  const slice = useDoorSlice(event);
  // A gate waiting for the index to cut it loads nothing yet (not the whole event).
  const cache = useAttendeeCache(event._id, slice.waiting ? null : (slice.cache ?? ALL_ATTENDEES));
  const recorded = useActivityAttendees(event._id, id);
  const [search, setSearch] = useState('');
  const [qrOpen, setQrOpen] = useState(false);
  // The add-user form: it only adds on this screen, and the new attendee joins the activity.
  const [adding, setAdding] = useState(false);
  const canCheckIn = hasPermission(access, 'checkin');
  const fields = useMemo(() => tableFields(event), [event]);
  // Cards below tablet width, as on the event door: nothing scrolls sideways on a phone.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const byAttendee = recorded.status === 'success' ? recorded.byAttendee : null;
  const attendees = cache.status === 'ready' ? cache.rows.map((row) => row.attendee) : [];
  const latest = useRef({ byAttendee });
  useEffect(() => {
    latest.current = { byAttendee };
  });

  const toggle = (attendee: Attendee) => {
    writes
      .toggle(attendee, latest.current.byAttendee?.get(attendee._id))
      .catch(() => notify(t('checkin.failed'), { type: 'error' }));
    notify(t('activityCheckin.done'));
  };

  const canAdd = hasPermission(access, 'add_attendees');
  // Mail and import live under invitados, whose section asks for admin_invitations.
  const canInvite = hasPermission(access, 'admin_invitations');
  const addToActivity = (
    attendee: Pick<Attendee, '_id' | 'account_id' | 'properties' | 'rol_id'>,
  ) =>
    writes.add(attendee).then(
      () => notify(t('activityQr.added')),
      () => notify(t('checkin.failed'), { type: 'error' }),
    );

  if (activity.status === 'loading' || cache.status === 'loading') return <PageLoader />;
  if (activity.status === 'error' || activity.data === undefined) {
    return (
      <Stack gap="3">
        <Text>{t('activityCheckin.notFoundActivity')}</Text>
        <Button asChild size="sm" alignSelf="start">
          <RouterLink to={`/eventadmin/${event._id}/checkin-actividad`}>
            {t('activityCheckin.back')}
          </RouterLink>
        </Button>
      </Stack>
    );
  }
  const docs = byAttendee ? [...byAttendee.values()] : [];
  const activityName = activity.data.name;
  // The activity's own list (spec part 1 §9): file asistentes_actividad_{name}.xls.
  const exportDocs = async () => {
    const headers = [t('activityCheckin.checked'), ...fields.map((f) => f.label || f.name)];
    try {
      await downloadSpreadsheet({
        fileName: exportFileName(activityName, 'asistentes_actividad'),
        sheetName: 'Asistentes',
        columns: headers.map((header) => ({ header })),
        rows: docs.map((doc) => [
          doc.checked_in ? exportDate(doc.checkedin_at) : null,
          ...fields.map((field) => propertyCell(doc.properties[field.name])),
        ]),
      });
    } catch {
      notify(t('checkin.exportFailed'), { type: 'error' });
    }
  };
  // The activity's attendees, the ones Total counts (spec part 1 §2.6); a search also finds the
  // event's other attendees, so one who is at the door but not yet on the list can be checked in
  // (which adds them to the activity).
  const inActivity = attendees.filter((a) => byAttendee?.has(a._id) ?? false);
  const result = searchItems(inActivity, search, attendeeSearchText);
  const searching = result.status === 'matches' || result.status === 'no-results';
  const outside = searching
    ? searchItems(
        attendees.filter((a) => !(byAttendee?.has(a._id) ?? false)),
        search,
        attendeeSearchText,
      ).items
    : [];
  const shown = [...result.items, ...outside].slice(0, TABLE_LIMIT);
  const status = outside.length > 0 && result.status === 'no-results' ? 'matches' : result.status;
  const toggleControl = (attendee: Attendee, checked: boolean) => (
    <Checkbox.Root
      checked={checked}
      disabled={!canCheckIn || byAttendee === null}
      onCheckedChange={() => toggle(attendee)}
    >
      <Checkbox.HiddenInput
        aria-label={t('activityCheckin.toggleLabel', { name: attendee.properties.names })}
      />
      <Checkbox.Control />
    </Checkbox.Root>
  );
  return (
    <Stack gap="4" data-testid="activity-checkin-page">
      <Heading as="h1" size="lg">
        {t('activityCheckin.title', { name: activity.data.name })}
      </Heading>
      <HStack wrap="wrap" gap="2">
        <Badge size="lg">{t('activityCheckin.total', { count: docs.length })}</Badge>
        <Badge size="lg" colorPalette="green" data-testid="activity-checked-count">
          {t('activityCheckin.checkedCount', {
            count: docs.filter((d) => d.checked_in).length,
          })}
        </Badge>
        {docs.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => void exportDocs()}>
            {t('checkin.export')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setQrOpen(true)}>
          {t('activityCheckin.gunLabel')}
        </Button>
        {canInvite ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/eventadmin/${event._id}/invitados`}>
              {t('activityCheckin.mail')}
            </RouterLink>
          </Button>
        ) : null}
        {canAdd ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            {t('activityCheckin.addUser')}
          </Button>
        ) : null}
        {canInvite ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/eventAdmin/${event._id}/invitados/importar-excel`}>
              {t('checkin.import')}
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
      <SearchBox value={search} onChange={setSearch} status={status} />
      {outside.length > 0 ? (
        <Text fontSize="sm" data-testid="activity-search-outside">
          {t('activityCheckin.outside', { count: outside.length })}
        </Text>
      ) : null}
      {phone ? (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={activity.data.name}>
          {shown.map((attendee) => {
            const doc = byAttendee?.get(attendee._id);
            const checked = doc?.checked_in ?? false;
            const document = propertyText(attendee.properties['documento']);
            return (
              <Box
                as="li"
                key={attendee._id}
                data-testid={`activity-row-${attendee._id}`}
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <HStack justify="space-between" align="start" gap="2">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {propertyText(attendee.properties.names)}
                    </Text>
                    {document !== '' ? (
                      <Text fontSize="sm" overflowWrap="anywhere">
                        {t('checkin.cardDocument', { value: document })}
                      </Text>
                    ) : null}
                    <Text fontSize="sm" data-testid="activity-checkin-time">
                      {checked
                        ? t('checkin.cardCheckedAt', {
                            time: formatDisplayDate(doc?.checkedin_at, dateScope),
                          })
                        : t('checkin.cardNotChecked')}
                    </Text>
                  </Stack>
                  {toggleControl(attendee, checked)}
                </HStack>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={activity.data.name}>
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('activityCheckin.checked')}</Table.ColumnHeader>
                {fields.map((field) => (
                  <Table.ColumnHeader key={field.name}>
                    {field.label || field.name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((attendee) => {
                const doc = byAttendee?.get(attendee._id);
                const checked = doc?.checked_in ?? false;
                return (
                  <Table.Row key={attendee._id} data-testid={`activity-row-${attendee._id}`}>
                    <Table.Cell whiteSpace="nowrap">
                      <HStack>
                        {toggleControl(attendee, checked)}
                        <Text data-testid="activity-checkin-time">
                          {checked ? formatDisplayDate(doc?.checkedin_at, dateScope) : ''}
                        </Text>
                      </HStack>
                    </Table.Cell>
                    {fields.map((field) => (
                      <Table.Cell key={field.name}>
                        {propertyText(attendee.properties[field.name])}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ActivityQrModal
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        attendees={attendees}
        byAttendee={byAttendee}
        canAdd={canCheckIn}
        onAdd={addToActivity}
      />
      {adding ? (
        <AttendeeFormDialog
          event={event}
          attendee={null}
          open
          onClose={() => setAdding(false)}
          canCheckIn={false}
          canDelete={false}
          onCreated={(created) => void addToActivity(created)}
        />
      ) : null}
    </Stack>
  );
}
