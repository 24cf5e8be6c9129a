import type { Attendee } from '@aforo/domain';
import { doorCode, isCheckedIn, weightedAttendance } from '@aforo/domain';
import {
  Alert,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { hasPermission } from '../../../lib/event/event-access';
import { notify, prepareToasts } from '../../../lib/notify';
import { registerUnsyncedWrites } from '../../../lib/session/device-wipe';
import { searchItems } from '../../../lib/search';
import { formatTime } from '../../../lib/dates';
import { useAttendeeCache, type AttendeeRow } from '../api/use-attendee-cache';
import { useDoorCheckIn } from '../api/use-door-check-in';
import { useDoorSlice } from '../api/use-door-slice';
import { NAME_SEARCH_LIMIT, useNameSearch } from '../api/use-name-search';
import { useEventCounters } from '../api/use-event-counters';
import { useDoorIndex } from '../api/use-door-index';
import {
  rowWithLocalCheckIn,
  useLocalCheckIns,
  withLocalCheckIn,
  type CheckInTarget,
} from '../api/use-local-check-ins';
import { useRoleNames } from '../api/use-roles';
import { AttendeeCards } from '../components/attendee-cards';
import { AttendeeFormDialog } from '../components/attendee-form-dialog';
import { AttendeeTable } from '../components/attendee-table';
import { CheckinTags } from '../components/checkin-tags';
import { DoorSliceChooser } from '../components/door-slice-chooser';
import { ScannerModal, type ScanChoice, type ScanResult } from '../components/scanner-modal';
import {
  formatDisplayDate,
  hasWeightField,
  matchesTicketFilter,
  propertyCell,
  normalizedAttendeeText,
  propertyText,
  exportDate,
  indexedAttendee,
  indexScanMatches,
  indexSearchMatches,
  scanMatches,
  TABLE_LIMIT,
  tableFields,
  ticketsOfStage,
  type ScanMode,
  type TicketFilter,
} from '../lib/attendee-view';
import { downloadSpreadsheet } from '../../../lib/spreadsheet';
import { exportFileName } from '../lib/spreadsheet';
import { probeLocalPersistence, registerOfflineShell } from '../lib/offline-shell';
import { useOnline } from '../lib/use-online';
import { EmptyEventNotice } from '../components/empty-event-notice';
import { gatePrefix, indexedIds, recoveredPrefix, type DoorSlice } from '../lib/door-slice';
import { rememberedFirstRows } from '../api/first-rows';
import { useAdminDateScope } from '../../../lib/use-date-scope';

/** The event check-in screen (spec part 1 §2.5), usable offline and from several tabs. */
export default function CheckinPage() {
  const t = useT();
  // The door toasts each check-in, offline too: its toaster loads now, while online.
  useEffect(prepareToasts, []);
  const dateScope = useAdminDateScope();
  const { event, access } = useAdminEvent();
  const doorWrites = useDoorCheckIn(event._id);
  // The part of a large event this device keeps whole (the operator's choice, remembered).
  const slice = useDoorSlice(event);
  const cache = useAttendeeCache(event._id, slice.cache);
  // The index waits for the first rows (see useDoorIndex), or 5 s at most.
  const [indexDue, setIndexDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIndexDue(true), 5000);
    return () => clearTimeout(timer);
  }, []);
  const firstRows =
    cache.status === 'ready' || (cache.status === 'loading' && cache.preview !== undefined);
  // A gate cut on a guess (the rows on screen) or on nothing yet takes the index's prefix as
  // soon as the index arrives: every device then cuts the gates alike.
  const doorIndex = useDoorIndex(event._id, indexDue || firstRows, (chunks) => {
    const stored = slice.stored;
    const recovered = recoveredPrefix(stored, indexedIds(chunks));
    if (stored === null || recovered === null) return;
    slice.choose(stored.slice, recovered);
    // The gate moves: the operator is told why the list reloads.
    if (stored.slice.kind === 'gate' && recovered.prefix !== stored.prefix) {
      notify(t('checkin.slice.recut', { gate: stored.slice.gate, gates: stored.slice.gates }), {
        type: 'info',
      });
    }
  });
  const counters = useEventCounters(event._id);
  const roleName = useRoleNames(event._id);
  const online = useOnline();
  // Below tablet width the door is a phone: cards instead of the wide table. Read at once
  // (no server render), so a desktop never flashes the cards first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [persistent, setPersistent] = useState(true);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TicketFilter>({ stageId: '', ticketId: '' });
  const [scanMode, setScanMode] = useState<ScanMode | null>(null);
  // undefined: closed; null: a new attendee; otherwise the one being edited.
  const [editing, setEditing] = useState<Attendee | null | undefined>(undefined);
  // Check-ins of this device the server refused because another door was first: said on the
  // page until the operator has read them (a toast alone goes while the operator is busy).
  const [refusals, setRefusals] = useState<{ id: string; text: string }[]>([]);
  const thisDoor = doorWrites.door;

  useEffect(() => {
    void probeLocalPersistence().then(setPersistent);
  }, []);
  useEffect(() => {
    registerOfflineShell({ available: t('appUpdate.available'), reload: t('appUpdate.reload') });
  }, [t]);

  const rows = cache.status === 'ready' ? cache.rows : null;
  // The scanner reads the latest rows, not the ones of the render that opened it.
  const latestRows = useRef<readonly AttendeeRow[]>([]);
  useEffect(() => {
    latestRows.current = rows ?? [];
  });

  const fields = useMemo(() => tableFields(event), [event]);
  const filtered = useMemo(
    () =>
      (rows ?? []).filter((row) =>
        event.event_stages.length === 0 ? true : matchesTicketFilter(row.attendee, event, filter),
      ),
    [rows, event, filter],
  );
  // Memoized: a render for another reason (a scan's local confirmation) must not search again
  // over every attendee (about 90 ms at 10,000).
  const searched = useMemo(
    () =>
      searchItems(filtered, search, (row) => normalizedAttendeeText(row.attendee), {
        normalized: true,
      }),
    [filtered, search],
  );
  // A device that keeps a slice (or nothing yet) asks the server for names it does not hold and
  // the event's index for QR ids and document numbers; with the whole list it needs neither.
  const sliced = slice.slice?.kind !== 'all';
  const typed = search.trim();
  const serverSearch = useNameSearch(event._id, typed, sliced && online);
  // Outside the slice: the index answers at once (names too, offline as well), the server's
  // full records (checked in or not) replace its rows as they come.
  const listedIds = useMemo(() => new Set((rows ?? []).map((row) => row.attendee._id)), [rows]);
  const outsideSearch = useMemo((): { rows: AttendeeRow[]; more: boolean } => {
    if (!sliced || typed === '') return { rows: [], more: false };
    const local = new Set(searched.items.map((row) => row.attendee._id));
    const found = new Map<string, Attendee>();
    // A common name's first matches are often people this list holds: the index skips them.
    const indexed = indexSearchMatches(doorIndex.current, typed, NAME_SEARCH_LIMIT, listedIds);
    for (const person of indexed.people) found.set(person._id, indexedAttendee(person, event._id));
    if (serverSearch.status === 'done') {
      for (const attendee of serverSearch.attendees) found.set(attendee._id, attendee);
    }
    return {
      rows: [...found.values()]
        .filter((attendee) => !local.has(attendee._id))
        .map((attendee) => ({ attendee, pending: false })),
      more: indexed.more || (serverSearch.status === 'done' && serverSearch.more),
    };
    // doorIndex is a ref: read when the search or the server's answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sliced, typed, searched, serverSearch, event._id, listedIds]);
  const outside = outsideSearch.rows;
  const localCheckIns = useLocalCheckIns(rows);
  // Signing out wipes the device's cache, unsynced check-ins with it: the account menu asks
  // first when any are pending (rows the server has not acknowledged, or not yet in the list).
  const unsyncedCount = useMemo(
    () =>
      new Set([
        ...(rows ?? []).filter((row) => row.pending).map((row) => row.attendee._id),
        ...localCheckIns.local.keys(),
      ]).size,
    [rows, localCheckIns.local],
  );
  const unsynced = useRef(0);
  useEffect(() => {
    unsynced.current = unsyncedCount;
  }, [unsyncedCount]);
  useEffect(() => registerUnsyncedWrites(() => unsynced.current), []);
  // While the whole list loads, the first screen of last time (from the cache by key) paints at
  // once; only unsearched and unfiltered, since it is not the whole list.
  const preview =
    cache.status === 'loading' &&
    cache.preview !== undefined &&
    search === '' &&
    filter.stageId === '' &&
    filter.ticketId === ''
      ? cache.preview
      : null;
  // Gates cut the event's id space after its common prefix (gatePrefix): from the index (every
  // id), or, before the index has arrived, the current gate's, or the rows the device showed
  // (the newest 50 share the same start): the list, its preview, or those kept for the next
  // load (the list is empty between the chooser's steps, while the new slice loads).
  const chooseSlice = (next: DoorSlice) => {
    const shown =
      rows ??
      (cache.status === 'loading' ? cache.preview : undefined) ??
      rememberedFirstRows(event._id);
    slice.choose(
      next,
      gatePrefix(
        indexedIds(doorIndex.current),
        slice.stored,
        shown.map((row) => row.attendee._id),
      ),
    );
  };
  const onScreen =
    cache.status === 'ready'
      ? searched.items.slice(0, TABLE_LIMIT)
      : preview !== null
        ? preview.slice(0, TABLE_LIMIT)
        : null;
  // This tab's check-ins show on the rows at once, before the list's listeners raise them.
  const shown = onScreen?.map((row) => rowWithLocalCheckIn(row, localCheckIns.local)) ?? null;
  const weighted = useMemo(
    () =>
      // A slice's weight is not the event's: the tag shows only with the whole list.
      hasWeightField(event) && rows && !sliced
        ? weightedAttendance(rows.map((r) => r.attendee))
        : null,
    [event, rows, sliced],
  );

  const canCheckIn = hasPermission(access, 'checkin');
  const canAdd = hasPermission(access, 'add_attendees');
  const canEdit = hasPermission(access, 'update_attendees');
  // The door prints a checked-in attendee's badge in the badge section (its gate: admin_badge).
  const canPrintBadge = hasPermission(access, 'admin_badge');
  const badgeLink = (a: Attendee) =>
    `/eventAdmin/${event._id}/badge?attendee=${encodeURIComponent(a._id)}`;
  // The import lives under invitados, whose section asks for admin_invitations.
  const canInvite = hasPermission(access, 'admin_invitations');

  const checkIn = (attendee: CheckInTarget) => {
    const outcome = doorWrites.checkIn(withLocalCheckIn(attendee, localCheckIns.current()));
    if (outcome.kind === 'checked-in') {
      if (outcome.checkedinAt !== null) {
        localCheckIns.add(attendee._id, { at: outcome.checkedinAt, shard: outcome.shard });
      }
      notify(t('checkin.checkedIn'));
      // Never awaited: offline it settles only after reconnecting.
      outcome.written.catch(() => void onRefused(attendee));
    }
    return outcome;
  };

  // The rules keep the first check-in that reaches the server: when this device's was refused
  // (two doors checked the same person in offline), the row shows the one that stands, with its
  // door and time, and the operator is told; no silent revert.
  const onRefused = async (attendee: CheckInTarget) => {
    const standing = await doorWrites.standing(attendee._id);
    if (standing === null) {
      localCheckIns.drop(attendee._id);
      notify(t('checkin.failed'), { type: 'error' });
      return;
    }
    localCheckIns.add(attendee._id, { ...standing, elsewhere: true });
    const door = doorCode(standing.shard);
    const values = {
      name: propertyText(attendee.properties.names),
      time: formatTime(standing.at, dateScope),
    };
    const text =
      door === null
        ? t('checkin.refusedAt', values)
        : t('checkin.refusedByDoor', { ...values, door });
    setRefusals((list) => [
      ...list.filter((r) => r.id !== attendee._id),
      { id: attendee._id, text },
    ]);
    notify(text, { type: 'warning' });
  };

  const onRowCheckIn = (attendee: Attendee) => {
    if (!isCheckedIn(withLocalCheckIn(attendee, localCheckIns.current()))) checkIn(attendee);
  };

  // Everyone on the list, not only the 50 on screen: the file is how staff see them all.
  const exportAll = async () => {
    const headers = [
      t('checkin.colCheckin'),
      ...fields.map((field) => field.label || field.name),
      t('checkin.colRole'),
      t('checkin.colCreated'),
      t('checkin.colUpdated'),
    ];
    try {
      await downloadSpreadsheet({
        fileName: exportFileName(event.name),
        sheetName: 'Asistentes',
        columns: headers.map((header) => ({ header })),
        rows: (rows ?? []).map(({ attendee }) => [
          exportDate(attendee.checkedin_at),
          ...fields.map((field) => propertyCell(attendee.properties[field.name])),
          roleName(attendee.rol_id),
          exportDate(attendee.created_at),
          exportDate(attendee.updated_at),
        ]),
      });
    } catch {
      notify(t('checkin.exportFailed'), { type: 'error' });
    }
  };

  const checkInScanned = (found: CheckInTarget): ScanResult => {
    const name = found.properties.names;
    if (!canCheckIn) return { tone: 'error', message: t('checkin.failed') };
    const outcome = checkIn(found);
    return outcome.kind === 'already'
      ? {
          tone: 'warning',
          message: t('scanner.already', {
            name,
            time: formatDisplayDate(outcome.checkedinAt, dateScope),
          }),
        }
      : { tone: 'success', message: t('scanner.done', { name }) };
  };

  // One match is checked in at once; several (a document number old data holds twice) are
  // shown to staff to choose from: the door never picks one of them silently.
  const onScan = (mode: ScanMode, code: string): ScanResult | ScanChoice => {
    const local = localCheckIns.current();
    const listed: CheckInTarget[] = scanMatches(
      latestRows.current.map((row) => row.attendee),
      mode,
      code,
    );
    // Someone the list does not hold (yet): the event's compact index knows everyone.
    const found = (
      listed.length > 0 ? listed : indexScanMatches(doorIndex.current, mode, code)
    ).map((attendee) => withLocalCheckIn(attendee, local));
    const [only] = found;
    if (only === undefined) return { tone: 'error', message: t('scanner.notFound') };
    if (found.length === 1) return checkInScanned(only);
    return {
      tone: 'choose',
      code: code.trim(),
      candidates: found.map((attendee) => ({
        id: attendee._id,
        name: propertyText(attendee.properties.names),
        document: propertyText(attendee.properties['documento']),
        // A person from the index has no role on this device.
        role: roleName(
          'rol_id' in attendee && typeof attendee.rol_id === 'string' ? attendee.rol_id : null,
        ),
        checkedInAt: isCheckedIn(attendee)
          ? formatDisplayDate(attendee.checkedin_at, dateScope)
          : null,
      })),
    };
  };

  // The chosen person as the list holds them now (checked in meanwhile by another device?).
  const onPick = (id: string): ScanResult => {
    const row = latestRows.current.find((candidate) => candidate.attendee._id === id);
    const person = row?.attendee ?? indexScanMatches(doorIndex.current, 'qr', id)[0];
    const found = person && withLocalCheckIn(person, localCheckIns.current());
    return found === undefined
      ? { tone: 'error', message: t('scanner.notFound') }
      : checkInScanned(found);
  };

  return (
    <Stack
      gap="4"
      data-testid="checkin-page"
      // For bench/ and tests: the first screen from the cache ("preview") or the whole list.
      data-list={cache.status === 'ready' ? 'ready' : preview !== null ? 'preview' : cache.status}
    >
      <Heading as="h1" size="lg">
        {t('checkin.title')}
      </Heading>
      {!persistent ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('checkin.noPersistence')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!online ? (
        <Alert.Root status="info" data-testid="offline-banner">
          <Alert.Indicator />
          <Alert.Title>{t('checkin.offline')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {refusals.length > 0 ? (
        <Alert.Root status="warning" data-testid="checkin-refusals">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('checkin.refusedTitle', { count: refusals.length })}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" mt="1">
                {refusals.map((refusal) => (
                  <li key={refusal.id}>{refusal.text}</li>
                ))}
              </Stack>
            </Alert.Description>
            <Button size="xs" variant="outline" mt="2" onClick={() => setRefusals([])}>
              {t('checkin.refusedDismiss')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {thisDoor !== null ? (
        <Text fontSize="sm" color="fg.muted" data-testid="this-door">
          {t('checkin.thisDoor', { door: thisDoor })}
        </Text>
      ) : null}
      <CheckinTags
        stats={
          counters === null
            ? null
            : {
                total: counters.totalAttendees,
                checked: counters.checkedInAttendees,
                weighted,
                pending: counters.pending,
              }
        }
      />
      <DoorSliceChooser event={event} slice={slice.slice} onChoose={chooseSlice} />
      {slice.slice === null && counters !== null ? (
        <Alert.Root status="info" data-testid="door-slice-needed">
          <Alert.Indicator />
          <Alert.Title>{t('checkin.slice.needed', { total: counters.totalAttendees })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {sliced && rows !== null ? (
        <Text fontSize="sm" color="fg.muted" data-testid="door-slice-kept">
          {t('checkin.slice.kept', { count: rows.length })}
        </Text>
      ) : null}
      <HStack wrap="wrap" gap="3">
        {phone ? (
          // The scanner one tap away on a phone (the select below takes two).
          <Button size="md" colorPalette="blue" width="full" onClick={() => setScanMode('qr')}>
            {t('checkin.scanQr')}
          </Button>
        ) : null}
        {canAdd ? (
          <Button size="sm" onClick={() => setEditing(null)}>
            {t('checkin.addUser')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          onClick={() => void exportAll()}
          disabled={rows === null}
        >
          {t('checkin.export')}
        </Button>
        {canInvite ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={`/eventAdmin/${event._id}/invitados/importar-excel?back=/eventadmin/${event._id}/assistants`}
            >
              {t('checkin.import')}
            </RouterLink>
          </Button>
        ) : null}
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('checkin.scanSelect')}
            value=""
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (value === 'qr' || value === 'document') setScanMode(value);
            }}
          >
            <option value="">{t('checkin.scanSelect')}</option>
            <option value="qr">{t('checkin.scanQr')}</option>
            <option value="document">{t('checkin.scanDocument')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack wrap="wrap" gap="3" align="start">
        <SearchBox
          value={search}
          onChange={setSearch}
          // Nobody on this list, but people outside it (below): not "no results".
          status={
            searched.status === 'no-results' && outside.length > 0 ? 'matches' : searched.status
          }
        />
        {event.event_stages.length > 0 ? (
          <>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('checkin.stage')}
                value={filter.stageId}
                onChange={(e) => setFilter({ stageId: e.currentTarget.value, ticketId: '' })}
              >
                <option value="">
                  {t('checkin.stage')}: {t('checkin.allOptions')}
                </option>
                {event.event_stages.map((stage) => (
                  <option key={stage.stage_id} value={stage.stage_id}>
                    {stage.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('checkin.ticket')}
                value={filter.ticketId}
                onChange={(e) => setFilter({ ...filter, ticketId: e.currentTarget.value })}
              >
                <option value="">
                  {t('checkin.ticket')}: {t('checkin.allOptions')}
                </option>
                {ticketsOfStage(event, filter.stageId).map((ticket) => (
                  <option key={ticket._id} value={ticket._id}>
                    {ticket.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </>
        ) : null}
      </HStack>
      {cache.status === 'loading' && preview === null && (slice.cache !== null || slice.waiting) ? (
        <PageLoader label={t('checkin.loading')} />
      ) : null}
      {cache.status === 'error' ? (
        <Alert.Root status="error" data-testid="checkin-load-error">
          <Alert.Indicator />
          <Alert.Title>{t('checkin.loadError', { message: cache.error.message })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {shown !== null ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {preview !== null ? t('checkin.loading') : t('checkin.firstFifty')}
          </Text>
          {cache.status === 'ready' && searched.items.length === 0 && outside.length === 0 ? (
            counters?.totalAttendees === 0 && search.trim() === '' ? (
              <EmptyEventNotice eventId={event._id} canImport={canInvite} />
            ) : (
              <Text>{t('checkin.empty')}</Text>
            )
          ) : null}
          {phone ? (
            <AttendeeCards
              rows={shown}
              roleName={roleName}
              canCheckIn={canCheckIn}
              onCheckIn={onRowCheckIn}
              onEdit={canEdit ? setEditing : null}
            />
          ) : (
            <AttendeeTable
              rows={shown}
              fields={fields}
              roleName={roleName}
              canCheckIn={canCheckIn}
              onCheckIn={onRowCheckIn}
              onEdit={canEdit ? setEditing : null}
              badgeLink={canPrintBadge ? badgeLink : null}
            />
          )}
        </>
      ) : null}
      {sliced && typed !== '' ? (
        <Stack
          gap="2"
          data-testid="outside-results"
          // For bench/ and tests: where the server's search stands, and how long its query took.
          data-search={online ? serverSearch.status : 'offline'}
          data-search-ms={serverSearch.status === 'done' ? Math.round(serverSearch.ms) : undefined}
        >
          {!online ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('checkin.search.offlineSlice')}</Alert.Title>
            </Alert.Root>
          ) : serverSearch.status === 'searching' ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('checkin.search.serverSearching')}
            </Text>
          ) : serverSearch.status === 'error' ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {t('checkin.search.serverError', { message: serverSearch.error.message })}
              </Alert.Title>
            </Alert.Root>
          ) : serverSearch.status === 'done' && outside.length === 0 && !outsideSearch.more ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('checkin.search.serverNone', { typed })}
            </Text>
          ) : null}
          {outsideSearch.more ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('checkin.search.more', { count: NAME_SEARCH_LIMIT })}
            </Text>
          ) : null}
          {outside.length > 0 ? (
            <>
              <Heading as="h2" size="sm">
                {t('checkin.search.outside')}
              </Heading>
              <AttendeeCards
                rows={outside.map((row) => rowWithLocalCheckIn(row, localCheckIns.local))}
                roleName={roleName}
                canCheckIn={canCheckIn}
                onCheckIn={onRowCheckIn}
                onEdit={null}
              />
            </>
          ) : null}
        </Stack>
      ) : null}
      {editing !== undefined ? (
        <AttendeeFormDialog
          key={editing?._id ?? 'new'}
          event={event}
          attendee={editing}
          open
          onClose={() => setEditing(undefined)}
          canCheckIn={canCheckIn}
          canDelete={hasPermission(access, 'delete_attendees')}
        />
      ) : null}
      <ScannerModal
        mode={scanMode}
        onClose={() => setScanMode(null)}
        onScan={onScan}
        onPick={onPick}
      />
    </Stack>
  );
}
