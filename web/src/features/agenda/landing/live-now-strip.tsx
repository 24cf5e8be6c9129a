import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Activity } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { formatTime } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { useAgenda } from './use-agenda';
import { useLiveNow } from './use-live-now';
import { withAgendaMessages } from './with-messages';

const NO_ACTIVITIES: readonly Activity[] = [];

/**
 * The landing's "En vivo ahora" and "A continuación": the activity whose room is open and the
 * next to start, each leading to its room, kept current without a reload (see useLiveNow).
 * Nothing when neither.
 */
function LiveNowStripView({
  eventId,
  basePath,
  timeZone,
  listen,
}: {
  eventId: string;
  basePath: string;
  timeZone?: string | null;
  /** Whether to follow the rooms live (registered attendees; visitors get the agenda's read). */
  listen: boolean;
}) {
  const t = useT();
  const scope = useDateScope(timeZone);
  const agenda = useAgenda(eventId);
  const activities = agenda.status === 'success' ? agenda.data.activities : NO_ACTIVITIES;
  const { live, next } = useLiveNow(eventId, activities, timeZone, listen);
  const liveOnes = activities.filter((a) => live.has(a._id));
  const nextOnes = activities.filter((a) => next.has(a._id));
  if (liveOnes.length === 0 && nextOnes.length === 0) return null;
  const href = (activity: Activity) => `${basePath}/activity/${encodeURIComponent(activity._id)}`;
  return (
    <Stack
      as="aside"
      gap="1"
      borderWidth="1px"
      rounded="md"
      p="3"
      aria-label={t('agendaLanding.liveNow')}
      data-testid="landing-live-now"
    >
      {liveOnes.map((activity) => (
        <HStack key={activity._id} gap="2" wrap="wrap" data-testid="landing-live">
          <Text fontWeight="semibold" color="red.700">
            <span aria-hidden="true">● </span>
            {t('agendaLanding.liveStrip', { name: activity.name })}
          </Text>
          <Link asChild>
            <RouterLink
              to={href(activity)}
              aria-label={t('agendaLanding.enterRoomOf', { name: activity.name })}
            >
              {t('agendaLanding.enterRoom')}
            </RouterLink>
          </Link>
        </HStack>
      ))}
      {nextOnes.map((activity) => (
        <Text key={activity._id} data-testid="landing-next">
          <Link asChild>
            <RouterLink to={href(activity)}>
              {t('agendaLanding.nextStrip', {
                name: activity.name,
                time: formatTime(activity.datetime_start, scope),
              })}
            </RouterLink>
          </Link>
        </Text>
      ))}
    </Stack>
  );
}

export const LiveNowStrip = withAgendaMessages(LiveNowStripView);
