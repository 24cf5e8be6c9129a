import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { formatDateTimeRange } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { AgendaError } from './agenda-error';
import type { LandingSectionProps } from './landing-props';
import { useAgenda, useMyActivityIds } from './use-agenda';
import { withAgendaMessages } from './with-messages';

/**
 * "Mis sesiones": the activities the signed-in attendee is on (registered to or checked in at),
 * in time order, each leading to its room. Visitors are asked to sign in, signed-in users who
 * are not registered to the event to register.
 */
function MySessionsView({ eventId, basePath, registration, timeZone }: LandingSectionProps) {
  const t = useT();
  const scope = useDateScope(timeZone);
  const session = useSession();
  const attendeeId = registration.status === 'registered' ? registration.attendee._id : null;
  const agenda = useAgenda(eventId);
  const mine = useMyActivityIds(eventId, attendeeId);
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
  if (agenda.status === 'error') return <AgendaError error={agenda.error} />;
  const sessions = agenda.data.activities.filter((a) => mine.ids.has(a._id));
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
    <Stack as="ul" gap="3" listStyleType="none" data-testid="my-sessions">
      {sessions.map((activity) => {
        const space = agenda.data.spaces.get(activity.space_id)?.name;
        return (
          <Box as="li" key={activity._id} borderWidth="1px" rounded="md" p="3">
            <Text fontSize="sm" fontWeight="medium">
              {formatDateTimeRange(activity.datetime_start, activity.datetime_end, scope)}
              {space ? ` · ${space}` : ''}
            </Text>
            <Heading as="h3" size="sm">
              {activity.name}
            </Heading>
            <Link asChild fontSize="sm">
              <RouterLink
                to={`${basePath}/activity/${encodeURIComponent(activity._id)}`}
                aria-label={t('agendaLanding.enterRoomOf', { name: activity.name })}
              >
                {t('agendaLanding.enterRoom')}
              </RouterLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}

export const MySessionsSection = withAgendaMessages(MySessionsView);
