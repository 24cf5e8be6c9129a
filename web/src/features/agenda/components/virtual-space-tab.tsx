import {
  Alert,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  DEFAULT_ACTIVITY_TABS,
  VIDEOCONFERENCE_PLATFORMS,
  roomCreationError,
  type ActivityTabs,
} from '@aforo/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  useRoomAction,
  useRoomConfig,
  useZoomHosts,
  type RoomAction,
  type RoomConfig,
} from '../api/activities';
import { RoomStateSelect } from './room-state-select';

interface Draft {
  base: RoomConfig | null;
  platform: string;
  meetingId: string;
  tabs: ActivityTabs;
}

const TAB_KEYS = ['chat', 'surveys', 'games', 'attendees'] as const;

/**
 * Espacio Virtual (part 2 §4-5): the activity's platform and conference id, a Zoom room created
 * or deleted through the API (Zoom, or its stand-in locally), the room status saved at once, and
 * the tabs the room offers. The host link and password come only from the API's answer to room
 * managers, never from the activity document.
 */
export function VirtualSpaceTab({
  eventId,
  activityId,
  datetimeStart,
  datetimeEnd,
  pendingDateChanges,
}: {
  eventId: string;
  activityId: string | null;
  datetimeStart: string;
  datetimeEnd: string;
  pendingDateChanges: boolean;
}) {
  const t = useT();
  const config = useRoomConfig(eventId, activityId);
  const hosts = useZoomHosts(activityId !== null);
  const stored = config.status === 'success' ? config.data : null;
  // What the organizer is typing, kept while the stored configuration it started from is shown.
  const [draft, setDraft] = useState<Draft | null>(null);
  const current: Draft =
    draft !== null && draft.base === stored
      ? draft
      : {
          base: stored,
          platform: stored?.platform ?? '',
          meetingId: stored?.meeting_id ?? '',
          tabs: { ...DEFAULT_ACTIVITY_TABS, ...stored?.tabs },
        };
  const { platform, meetingId, tabs } = current;
  const edit = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });
  const [hostId, setHostId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useRoomAction(eventId, activityId ?? '');
  const busy = action.isPending;

  if (!activityId) {
    return (
      <Alert.Root status="info" data-testid="virtual-save-first">
        <Alert.Indicator />
        <Alert.Title>{t('agenda.virtual.saveFirst')}</Alert.Title>
      </Alert.Root>
    );
  }

  async function run(request: RoomAction) {
    setProblem(null);
    try {
      // The configuration is read again by the mutation (api/activities.ts).
      const answer = await action.mutateAsync(request);
      notify(answer.message ?? t('resource.saved'));
    } catch (error) {
      const e = normalizeError(error);
      const fields = e.errors ? Object.values(e.errors) : [];
      setProblem(fields.length > 0 ? fields.join('. ') : e.message);
    }
  }

  const put = (body: object): RoomAction => ({ kind: 'save', body });

  function createRoom() {
    const before = roomCreationError({
      hasPendingDateChanges: pendingDateChanges,
      activityId,
      datetime_start: datetimeStart,
      datetime_end: datetimeEnd,
    });
    if (before) {
      setProblem(before);
      return;
    }
    void run({ kind: 'create', hostId });
  }

  const hasRoom = stored?.has_videoconference === true;
  const noHosts = hosts.status === 'success' && hosts.data.data.length === 0;
  const isZoomRoom = hasRoom && stored?.platform === 'zoom';

  return (
    <Stack gap="5" data-testid="virtual-space">
      {config.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{config.error.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!hasRoom && config.status === 'success' ? (
        <Text color="fg.muted">{t('agenda.virtual.none')}</Text>
      ) : null}
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="48">
          <Field.Label>{t('agenda.virtual.platform')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={platform}
              data-testid="virtual-platform"
              onChange={(e) => edit({ platform: e.currentTarget.value })}
            >
              <option value="">{t('resource.select.placeholder')}</option>
              {VIDEOCONFERENCE_PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="48">
          <Field.Label>{t('agenda.virtual.meetingId')}</Field.Label>
          <Input
            value={meetingId}
            data-testid="virtual-meeting-id"
            onChange={(e) => edit({ meetingId: e.currentTarget.value })}
          />
        </Field.Root>
        <Button
          colorPalette="blue"
          loading={busy}
          onClick={() => {
            if (!platform || !meetingId.trim()) {
              setProblem(t('agenda.virtual.platformAndId'));
              return;
            }
            void run(put({ platform, meeting_id: meetingId.trim(), tabs }));
          }}
        >
          {t('agenda.virtual.save')}
        </Button>
      </HStack>

      <Stack gap="2" borderWidth="1px" rounded="md" p="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root flex="1" minW="48">
            <Field.Label>{t('agenda.virtual.host')}</Field.Label>
            <NativeSelect.Root disabled={isZoomRoom}>
              <NativeSelect.Field
                value={hostId}
                data-testid="virtual-host"
                onChange={(e) => setHostId(e.currentTarget.value)}
              >
                <option value="">{t('agenda.virtual.anyHost')}</option>
                {(hosts.status === 'success' ? hosts.data.data : []).map((h) => (
                  <option key={h._id} value={h._id}>
                    {h.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {isZoomRoom ? (
            <Button
              colorPalette="red"
              variant="outline"
              loading={busy}
              onClick={() => void run({ kind: 'delete', meetingId: stored?.meeting_id ?? '' })}
            >
              {t('agenda.virtual.delete')}
            </Button>
          ) : (
            <Button
              colorPalette="blue"
              variant="outline"
              loading={busy}
              disabled={noHosts}
              onClick={createRoom}
            >
              {t('agenda.virtual.create')}
            </Button>
          )}
        </HStack>
        {/* Zoom rooms are made on the platform's hosts: without any, say so instead of failing. */}
        {noHosts && !isZoomRoom ? (
          <Alert.Root status="warning" data-testid="virtual-no-hosts">
            <Alert.Indicator />
            <Alert.Title>{t('agenda.virtual.noHosts')}</Alert.Title>
          </Alert.Root>
        ) : null}
        {hosts.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {t('agenda.virtual.hostsFailed', { reason: hosts.error.message })}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {stored && hasRoom ? (
          <Stack gap="1" data-testid="virtual-secrets" fontSize="sm">
            {stored.host_name ? (
              <Text>
                {t('agenda.virtual.host')}: {stored.host_name}
              </Text>
            ) : null}
            {stored.join_url ? (
              <Text wordBreak="break-all">
                {t('agenda.virtual.joinUrl')}: {stored.join_url}
              </Text>
            ) : null}
            {stored.start_url ? (
              <Text wordBreak="break-all">
                {t('agenda.virtual.startUrl')}: {stored.start_url}
              </Text>
            ) : null}
            {stored.key ? (
              <Text>
                {t('agenda.virtual.key')}: {stored.key}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>

      {problem ? (
        <Alert.Root status="error" data-testid="virtual-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}

      {hasRoom && stored ? (
        <>
          <Field.Root maxW="sm">
            <Field.Label>{t('agenda.virtual.status')}</Field.Label>
            <RoomStateSelect
              value={stored.habilitar_ingreso}
              disabled={busy}
              testId="virtual-status"
              onChange={(state) => void run(put({ habilitar_ingreso: state }))}
            />
          </Field.Root>
          <fieldset>
            <Text as="legend" fontWeight="medium" mb="2">
              {t('agenda.virtual.tabs')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {TAB_KEYS.map((key) => (
                <Checkbox.Root
                  key={key}
                  checked={tabs[key]}
                  disabled={busy}
                  onCheckedChange={(e) => {
                    const next = { ...tabs, [key]: e.checked === true };
                    edit({ tabs: next });
                    void run(put({ tabs: next }));
                  }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`agenda.virtual.tab.${key}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </fieldset>
        </>
      ) : null}
    </Stack>
  );
}
