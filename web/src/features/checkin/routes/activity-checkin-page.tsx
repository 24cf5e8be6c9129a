import type { Attendee } from '@aforo/domain';
import { gunCodeError, isGunCode } from '@aforo/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { hasPermission } from '../../../lib/event/event-access';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';
import { notify } from '../../../lib/notify';
import { searchItems } from '../../../lib/search';
import { downloadWorkbook, exportFileName, workbookXml } from '../lib/spreadsheet';
import { toggleActivityAttendance, useActivityAttendees } from '../api/activity-checkin';
import { useAttendeeCache } from '../api/use-attendee-cache';
import {
  attendeeSearchText,
  findScanned,
  formatDisplayDate,
  propertyText,
  TABLE_LIMIT,
  tableFields,
} from '../lib/attendee-view';

/** Spec part 1 §9: the search runs about a second after a valid gun code. */
const GUN_SEARCH_DELAY_MS = 1_000;

/** checkin/{activity id} (spec part 1 §2.6): who came into one activity. */
export default function ActivityCheckinPage() {
  const t = useT();
  const { locale } = useIntl();
  const db = useFirestore();
  const { id = '' } = useParams();
  const { event, access } = useAdminEvent();
  const activity = useDocSnapshot(refs.eventContentItem(db, event._id, 'activities', id));
  const cache = useAttendeeCache(event._id);
  const recorded = useActivityAttendees(event._id, id);
  const [search, setSearch] = useState('');
  const [code, setCode] = useState('');
  // The outcome of the last search; a malformed code's message takes precedence while typed.
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const gunMessage = gunCodeError(code) ?? scanMessage;
  const canCheckIn = hasPermission(access, 'checkin');
  const fields = useMemo(() => tableFields(event), [event]);

  const byAttendee = recorded.status === 'success' ? recorded.byAttendee : null;
  const attendees = cache.status === 'ready' ? cache.rows.map((row) => row.attendee) : [];
  const latest = useRef({ attendees, byAttendee });
  useEffect(() => {
    latest.current = { attendees, byAttendee };
  });

  const toggle = (attendee: Attendee) => {
    toggleActivityAttendance(
      db,
      event._id,
      id,
      attendee,
      latest.current.byAttendee?.get(attendee._id),
    ).catch(() => notify(t('checkin.failed'), { type: 'error' }));
    notify(t('activityCheckin.done'));
  };

  // A valid gun code searches after a pause, so a gun's burst of keys is read as one code.
  useEffect(() => {
    if (!isGunCode(code)) return undefined;
    const timer = setTimeout(() => {
      const found = findScanned(latest.current.attendees, 'qr', code);
      setCode('');
      if (found === null) {
        setScanMessage(t('scanner.notFound'));
        return;
      }
      const current = latest.current.byAttendee?.get(found._id);
      if (current?.checked_in) {
        setScanMessage(
          t('scanner.already', {
            name: found.properties.names,
            time: formatDisplayDate(current.checkedin_at, locale),
          }),
        );
        return;
      }
      toggle(found);
      setScanMessage(`${found.properties.names}: ${t('activityCheckin.done')}`);
    }, GUN_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // toggle and t are rebuilt every render; the code is what starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

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
  const exportDocs = () => {
    const header = [t('activityCheckin.checked'), ...fields.map((f) => f.label || f.name)];
    const body = docs.map((doc) => [
      doc.checked_in ? formatDisplayDate(doc.checkedin_at, locale) : '',
      ...fields.map((field) => propertyText(doc.properties[field.name])),
    ]);
    downloadWorkbook(
      exportFileName(activityName, 'asistentes_actividad'),
      workbookXml('Asistentes', [header, ...body]),
    );
  };
  const result = searchItems(attendees, search, attendeeSearchText);
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
          <Button size="sm" variant="outline" onClick={exportDocs}>
            {t('checkin.export')}
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/eventadmin/${event._id}/invitados`}>
            {t('activityCheckin.mail')}
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/eventAdmin/${event._id}/invitados/importar-excel`}>
            {t('checkin.import')}
          </RouterLink>
        </Button>
      </HStack>
      <Stack gap="1" maxW="md">
        <label htmlFor="activity-gun">{t('activityCheckin.gunLabel')}</label>
        <Input
          id="activity-gun"
          autoComplete="off"
          value={code}
          onChange={(e) => {
            setScanMessage(null);
            setCode(e.currentTarget.value.trim());
          }}
        />
        <Text role="status" aria-live="polite" minH="5" data-testid="activity-gun-message">
          {gunMessage}
        </Text>
      </Stack>
      <SearchBox value={search} onChange={setSearch} status={result.status} />
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
            {result.items.slice(0, TABLE_LIMIT).map((attendee) => {
              const doc = byAttendee?.get(attendee._id);
              const checked = doc?.checked_in ?? false;
              return (
                <Table.Row key={attendee._id} data-testid={`activity-row-${attendee._id}`}>
                  <Table.Cell whiteSpace="nowrap">
                    <HStack>
                      <Checkbox.Root
                        checked={checked}
                        disabled={!canCheckIn || byAttendee === null}
                        onCheckedChange={() => toggle(attendee)}
                      >
                        <Checkbox.HiddenInput
                          aria-label={t('activityCheckin.toggleLabel', {
                            name: attendee.properties.names,
                          })}
                        />
                        <Checkbox.Control />
                      </Checkbox.Root>
                      <Text data-testid="activity-checkin-time">
                        {checked ? formatDisplayDate(doc?.checkedin_at, locale) : ''}
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
    </Stack>
  );
}
