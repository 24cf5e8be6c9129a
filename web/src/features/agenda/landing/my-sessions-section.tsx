import { Badge, Box, Button, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarMenu } from '../../../components/calendar-menu';
import { PageLoader } from '../../../components/page-loader';
import { normalizeError } from '../../../lib/api-client';
import { downloadIcs } from '../../../lib/calendar-file';
import { notify } from '../../../lib/notify';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { formatDateTimeRange } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { activityEntry, removeFromMyAgenda } from '../api/my-agenda';
import { SectionError } from '../../../components/section-error';
import type { LandingSectionProps } from './landing-props';
import { useAgenda, useMyActivityIds } from './use-agenda';
import { useLiveNow } from './use-live-now';
import { withAgendaMessages } from './with-messages';

/**
 * "Mis sesiones": the activities the signed-in attendee is on (registered to or checked in at),
 * in time order, each leading to its room, with the one live now and the next marked; each can be
 * taken out, and all of them exported as one .ics. Visitors are asked to sign in, signed-in users
 * who are not registered to the event to register.
 */
function MySessionsView({ eventId, basePath, registration, timeZone, event }: LandingSectionProps) {
  const t = useT();
  const scope = useDateScope(timeZone);
  const session = useSession();
  const attendeeId = registration.status === 'registered' ? registration.attendee._id : null;
  const agenda = useAgenda(eventId);
  const mine = useMyActivityIds(eventId, attendeeId);
  const sessions =
    agenda.status === 'success' ? agenda.data.activities.filter((a) => mine.ids.has(a._id)) : [];
  const marks = useLiveNow(eventId, sessions, timeZone, attendeeId !== null);
  if (registration.status === 'loading') return <PageLoader />;
  if (registration.status === 'anonymous') {
    return (
      <Stack gap="2" data-testid="my-sessions-anonymous">
        <Text>{t('agendaLanding.mySessionsSignIn')}</Text>
        <Button alignSelf="start" size="sm" onClick={() => session.openLogin({ tab: 'login' })}>
          {t('agendaLanding.signIn')}
        </Button>
      </Stack>
    );
  }
  if (registration.status === 'none') {
    return (
      <Text data-testid="my-sessions-unregistered">{t('agendaLanding.mySessionsRegister')}</Text>
    );
  }
  if (agenda.status === 'loading') return <PageLoader />;
  if (agenda.status === 'error') return <SectionError error={agenda.error} />;
  const spaces = agenda.data.spaces;
  const href = (id: string) => `${basePath}/activity/${encodeURIComponent(id)}`;
  async function remove(id: string, name: string) {
    try {
      await removeFromMyAgenda(eventId, id);
      notify(t('agendaLanding.removed', { name }));
      mine.reload();
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    }
  }
  if (sessions.length === 0) {
    return (
      <Stack gap="2" data-testid="my-sessions-empty">
        <Text>{t('agendaLanding.mySessionsEmpty')}</Text>
        <Link asChild alignSelf="start">
          <RouterLink to={`${basePath}/agenda`}>{t('agendaLanding.toAgenda')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {event ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          data-testid="my-sessions-export"
          onClick={() =>
            downloadIcs(
              sessions.map((a) =>
                activityEntry(event, a, href(a._id), spaces.get(a.space_id)?.name),
              ),
              t('agendaLanding.agendaCalendar', { event: event.name }),
            )
          }
        >
          {t('agendaLanding.exportAgenda')}
        </Button>
      ) : null}
      <Stack as="ul" gap="3" listStyleType="none" data-testid="my-sessions">
        {sessions.map((activity) => {
          const space = spaces.get(activity.space_id)?.name;
          const live = marks.live.has(activity._id);
          const next = marks.next.has(activity._id);
          return (
            <Box
              as="li"
              key={activity._id}
              borderWidth={live ? '2px' : '1px'}
              borderColor={live ? 'red.600' : undefined}
              rounded="md"
              p="3"
              data-testid="my-session"
            >
              <HStack gap="2" wrap="wrap">
                {live || next ? (
                  <Badge colorPalette={live ? 'red' : 'blue'} variant="solid">
                    {t(live ? 'agendaLanding.liveNow' : 'agendaLanding.upNext')}
                  </Badge>
                ) : null}
                <Text fontSize="sm" fontWeight="medium">
                  {formatDateTimeRange(activity.datetime_start, activity.datetime_end, scope)}
                  {space ? ` · ${space}` : ''}
                </Text>
              </HStack>
              <Heading as="h3" size="sm">
                {activity.name}
              </Heading>
              <Wrap gap="3" align="center" mt="1">
                <Link asChild fontSize="sm">
                  <RouterLink
                    to={href(activity._id)}
                    aria-label={t('agendaLanding.enterRoomOf', { name: activity.name })}
                  >
                    {t('agendaLanding.enterRoom')}
                  </RouterLink>
                </Link>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void remove(activity._id, activity.name)}
                  aria-label={t('agendaLanding.removeOf', { name: activity.name })}
                  data-testid="my-session-remove"
                >
                  {t('agendaLanding.remove')}
                </Button>
                {event ? (
                  <CalendarMenu
                    entry={activityEntry(event, activity, href(activity._id), space)}
                    fileName={activity.name}
                    testId="my-session-calendar"
                    size="xs"
                  />
                ) : null}
              </Wrap>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

export const MySessionsSection = withAgendaMessages(MySessionsView);
