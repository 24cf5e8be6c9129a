import { Alert, Box, Button, Grid, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { DEFAULT_EVENT_TIME_ZONE, type Activity, type AforoEvent } from '@aforo/domain';
import { DateTime } from 'luxon';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { formatDateTimeRange } from '../../../lib/dates';
import { useDateScope } from '../../../lib/use-date-scope';
import type { MyRegistration } from '../../../lib/registration/use-my-registration';
import { RoomChatTab } from '../../networking';
import { enterRoom, useRoomConfig } from '../api/activities';
import { LanguageVariants, RoomAttendees } from './room-extras';
import { useAgenda } from './use-agenda';
import { withAgendaMessages } from './with-messages';

// The room's chat and surveys tabs, through their features' public entries, each in its own chunk.
const RoomSurveysTab = lazy(() =>
  import('../../surveys').then((m) => ({ default: m.RoomSurveysTab })),
);

type Live = { status: 'loading' } | { status: 'missing' } | { status: 'ok'; activity: Activity };

/** The activity, live: the room's status reaches the page as soon as the admin changes it. */
function useLiveActivity(eventId: string, activityId: string): Live {
  const key = `${eventId}/${activityId}`;
  const [live, setLive] = useState<{ key: string; value: Live } | null>(null);
  useEffect(() => {
    let current = true;
    let stop = () => {};
    import('./watch-activities').then(
      ({ watchActivity }) => {
        if (!current) return;
        stop = watchActivity(
          eventId,
          activityId,
          (activity) =>
            setLive({
              key,
              value: activity ? { status: 'ok', activity } : { status: 'missing' },
            }),
          () => setLive({ key, value: { status: 'missing' } }),
        );
      },
      () => current && setLive({ key, value: { status: 'missing' } }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [eventId, activityId, key]);
  return live !== null && live.key === key ? live.value : { status: 'loading' };
}

/** Seconds until `start`, ticking every second while it is ahead. */
function useCountdown(start: DateTime | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const ahead = start !== null && start.toMillis() > now;
  useEffect(() => {
    if (!ahead) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ahead]);
  return start === null ? null : Math.max(0, Math.floor((start.toMillis() - now) / 1000));
}

function countdownText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const hms = [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

/** An embeddable player of the platforms that have one, by the room's id. */
function embedUrl(activity: Activity): string | null {
  const id = activity.meeting_id ? encodeURIComponent(activity.meeting_id) : null;
  if (!id) return null;
  switch (activity.platform) {
    case 'vimeo':
      return `https://player.vimeo.com/video/${id}`;
    case 'bigmarker':
      return `https://www.bigmarker.com/conferences/${id}/live`;
    case 'dolby':
      return `https://viewer.millicast.com?streamId=${id}`;
    default:
      return null;
  }
}

/**
 * /landing/{event}/activity/{id}: the activity, its speakers and its room's
 * state: a countdown before the start; while the room is open the video (Zoom's join link for
 * attendees, an embedded player for Vimeo, Dolby and BigMarker) and the room's tabs; once ended,
 * the recording if any. An attendee entering an open room is checked in on the activity's record.
 */
function ActivityRoomView({
  event,
  activityId,
  basePath,
  registration,
}: {
  event: AforoEvent;
  activityId: string;
  basePath: string;
  /** The visitor's registration, as the landing follows it. */
  registration: MyRegistration;
}) {
  const t = useT();
  const dateScope = useDateScope(event.time_zone);
  const live = useLiveActivity(event._id, activityId);
  const agenda = useAgenda(event._id);
  const activity = live.status === 'ok' ? live.activity : null;
  const state = activity?.habilitar_ingreso ?? 'none';
  const open = state === 'open_meeting_room';
  const registered = registration.status === 'registered';
  const start = activity
    ? DateTime.fromFormat(activity.datetime_start, 'yyyy-MM-dd HH:mm', {
        // The activity's times are wall-clock times of the event's zone (part 2 §3).
        zone: event.time_zone || DEFAULT_EVENT_TIME_ZONE,
      })
    : null;
  const seconds = useCountdown(start?.isValid ? start : null);
  // The join link comes from the API, to members only and only while the room is open.
  const room = useRoomConfig<{ join_url: string | null }>(
    event._id,
    activityId,
    open && registered && (activity?.platform === 'zoom' || activity?.platform === 'zoomExterno'),
  );

  // Attendance: once per opening of the room by this attendee.
  useEffect(() => {
    if (!open || !registered) return;
    void enterRoom(event._id, activityId).catch(() => {});
  }, [open, registered, event._id, activityId]);

  const back = (
    <Button asChild size="sm" variant="outline" alignSelf="start">
      <RouterLink to={`${basePath}/agenda`}>{t('agendaLanding.back')}</RouterLink>
    </Button>
  );
  if (live.status === 'loading') return <PageLoader />;
  if (!activity || activity.isPublished !== true) {
    return (
      <Stack gap="3">
        <Alert.Root status="info" data-testid="activity-room-missing">
          <Alert.Indicator />
          <Alert.Title>{t('agendaLanding.missing')}</Alert.Title>
        </Alert.Root>
        {back}
      </Stack>
    );
  }
  const speakers =
    agenda.status === 'success'
      ? agenda.data.speakers.filter((s) => activity.host_ids.includes(s._id))
      : [];
  const embed = embedUrl(activity);
  const tabs = activity.tabs ?? { chat: true, surveys: false, games: false, attendees: false };
  const firstTab = (['chat', 'surveys', 'games', 'attendees'] as const).find((tab) => tabs[tab]);

  return (
    <Stack gap="4" data-testid="activity-room" data-room-state={state}>
      {back}
      <Heading as="h2" size="xl">
        {activity.name}
      </Heading>
      {activity.subtitle ? <Text>{activity.subtitle}</Text> : null}
      <Text fontSize="sm">
        {formatDateTimeRange(activity.datetime_start, activity.datetime_end, dateScope)}
      </Text>
      {speakers.length > 0 ? (
        <Text data-testid="activity-room-speakers">{speakers.map((s) => s.name).join(', ')}</Text>
      ) : null}
      {open ? (
        // Wide screens: the video with the room's tabs beside it; phones: the video, tabs below.
        <Grid
          templateColumns={
            firstTab ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(20rem, 1fr)' } : '1fr'
          }
          gap="4"
          alignItems="start"
          data-testid="activity-room-live"
        >
          <Box data-testid="activity-room-stage">
            {embed ? (
              <iframe
                title={activity.name}
                src={embed}
                style={{ width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block' }}
                allow="autoplay; fullscreen"
              />
            ) : room.status === 'success' && room.data.join_url ? (
              <Button asChild colorPalette="blue" alignSelf="start">
                <a href={room.data.join_url} target="_blank" rel="noreferrer">
                  {t('agendaLanding.join')}
                </a>
              </Button>
            ) : null}
          </Box>
          {firstTab ? (
            <Tabs.Root
              defaultValue={firstTab}
              lazyMount
              variant="line"
              fitted
              data-testid="activity-room-side"
            >
              <Tabs.List aria-label={t('agendaLanding.roomTabs')}>
                {tabs.chat ? (
                  <Tabs.Trigger value="chat">{t('agendaLanding.tabChat')}</Tabs.Trigger>
                ) : null}
                {tabs.surveys ? (
                  <Tabs.Trigger value="surveys">{t('agendaLanding.tabSurveys')}</Tabs.Trigger>
                ) : null}
                {tabs.games ? (
                  <Tabs.Trigger value="games">{t('agendaLanding.tabGames')}</Tabs.Trigger>
                ) : null}
                {tabs.attendees ? (
                  <Tabs.Trigger value="attendees">{t('agendaLanding.attendees')}</Tabs.Trigger>
                ) : null}
              </Tabs.List>
              <Suspense fallback={<PageLoader />}>
                <Tabs.Content value="chat">
                  <RoomChatTab eventId={event._id} activityId={activity._id} />
                </Tabs.Content>
                <Tabs.Content value="surveys">
                  <RoomSurveysTab eventId={event._id} activityId={activity._id} />
                </Tabs.Content>
                <Tabs.Content value="games">
                  <RoomSurveysTab eventId={event._id} activityId={activity._id} games />
                </Tabs.Content>
                <Tabs.Content value="attendees">
                  <RoomAttendees eventId={event._id} activityId={activity._id} />
                </Tabs.Content>
              </Suspense>
            </Tabs.Root>
          ) : null}
        </Grid>
      ) : state === 'ended_meeting_room' ? (
        <Stack gap="2" data-testid="activity-room-ended">
          <Text>{t('agendaLanding.ended')}</Text>
          {activity.video ? (
            <Link href={activity.video} target="_blank" rel="noreferrer">
              {t('agendaLanding.recording')}
            </Link>
          ) : null}
        </Stack>
      ) : seconds !== null && seconds > 0 ? (
        <Text fontSize="lg" data-testid="activity-room-countdown">
          {t('agendaLanding.startsIn', { time: countdownText(seconds) })}
        </Text>
      ) : (
        <Text data-testid="activity-room-waiting">{t('agendaLanding.waiting')}</Text>
      )}
      {activity.description ? <RichText html={activity.description} /> : null}
      <LanguageVariants eventId={event._id} activityId={activity._id} />
    </Stack>
  );
}

export const ActivityRoom = withAgendaMessages(ActivityRoomView);
