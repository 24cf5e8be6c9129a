import { Box, Heading, Image, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { formatDateTimeRange } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { SectionError } from '../../../components/section-error';
import type { LandingSectionProps } from './landing-props';
import { useAgenda } from './use-agenda';
import { withAgendaMessages } from './with-messages';

/** The landing's speakers, in the organizer's order, each with the activities it hosts. */
function SpeakersSectionView({
  eventId,
  basePath,
  timeZone,
}: Omit<LandingSectionProps, 'registration'>) {
  const t = useT();
  const scope = useDateScope(timeZone);
  const agenda = useAgenda(eventId);
  if (agenda.status === 'loading') return <PageLoader />;
  if (agenda.status === 'error') return <SectionError error={agenda.error} />;
  const { speakers, activities } = agenda.data;
  if (speakers.length === 0) {
    return <Text data-testid="landing-speakers-empty">{t('landing.speakersEmpty')}</Text>;
  }
  return (
    <List.Root variant="plain" gap="4" data-testid="landing-speakers">
      {speakers.map((speaker) => {
        const hosted = activities.filter((a) => a.host_ids.includes(speaker._id));
        return (
          <List.Item key={speaker._id} display="block">
            <Stack direction="row" gap="3" align="start">
              {speaker.image ? (
                <Image
                  src={speaker.image}
                  alt=""
                  boxSize="16"
                  borderRadius="full"
                  objectFit="cover"
                />
              ) : null}
              <Box>
                <Heading as="h3" size="md">
                  {speaker.name}
                </Heading>
                {speaker.profession ? <Text>{speaker.profession}</Text> : null}
                {speaker.description_activity && speaker.description ? (
                  <RichText html={speaker.description} />
                ) : null}
                {hosted.length > 0 ? (
                  <List.Root ps="4" fontSize="sm">
                    {hosted.map((a) => (
                      <List.Item key={a._id}>
                        <Link asChild>
                          <RouterLink to={`${basePath}/activity/${encodeURIComponent(a._id)}`}>
                            {a.name}
                          </RouterLink>
                        </Link>{' '}
                        · {formatDateTimeRange(a.datetime_start, a.datetime_end, scope)}
                      </List.Item>
                    ))}
                  </List.Root>
                ) : null}
              </Box>
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

export const SpeakersSection = withAgendaMessages(SpeakersSectionView);
