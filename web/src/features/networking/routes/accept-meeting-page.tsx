import { Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { canAnswer } from '@aforo/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { formatDateTimeRange } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { SocialProviders } from '../../chat';
import { networkingApi, useMeetingRequest } from '../api';

/**
 * /meetings/{event}/acceptmeeting/{meeting}/id_receiver/{receiver}: the receiver answers a
 * meeting request (part 3 §4.3) with the same transaction as the app (HOURS_NOT_AVAILABLE).
 */
export default function AcceptMeetingPage() {
  return (
    <SocialProviders>
      <Container maxW="2xl" py="8">
        <AcceptMeeting />
      </Container>
    </SocialProviders>
  );
}

function AcceptMeeting() {
  const t = useT();
  // The mailed link opens this page alone, without the event: its times are read in the default
  // event zone (the zone is named when it is not the reader's).
  const dateScope = useDateScope(null);
  const { event_id: eventId = '', meeting_id: meetingId = '' } = useParams();
  const { status, data: meeting } = useMeetingRequest(eventId, meetingId);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = (value: 'accepted' | 'rejected') =>
    networkingApi.answerMeeting(eventId, meetingId, value).then(
      (res) => setResult(res.message),
      (err: unknown) => {
        const e = normalizeError(err);
        setError(
          e.errors?.timestamp_start ? `${e.message}: ${e.errors.timestamp_start}` : e.message,
        );
      },
    );
  if (status === 'loading') return <PageLoader />;
  return (
    <Stack gap="4" data-testid="accept-meeting">
      <Heading as="h1" size="xl">
        {t('meet.pageTitle')}
      </Heading>
      {!meeting ? (
        <Text>{t('meet.notFound')}</Text>
      ) : (
        <>
          <Text>
            {meeting.name_requesting} ·{' '}
            {formatDateTimeRange(meeting.timestamp_start, meeting.timestamp_end, dateScope)}
          </Text>
          {meeting.message ? <Text>{meeting.message}</Text> : null}
          <Text>{t(`meet.status.${meeting.request_status}`)}</Text>
          {canAnswer(meeting) && result === null ? (
            <HStack>
              <Button onClick={() => void answer('accepted')}>{t('net.accept')}</Button>
              <Button variant="outline" onClick={() => void answer('rejected')}>
                {t('net.decline')}
              </Button>
            </HStack>
          ) : null}
        </>
      )}
      {result ? <Text role="status">{result}</Text> : null}
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
