import { Badge, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { LanguageState } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { apiFetch } from '../../../lib/api-client';
import { useDefaultLabels } from '../../../lib/default-labels';

type Variant = LanguageState['related_meetings'][number];

/** Where a variant's meeting is watched: Zoom's join page, Vimeo's player, BigMarker's room. */
export function variantUrl(variant: Variant): string | null {
  if (variant.meeting_id) return `https://zoom.us/j/${encodeURIComponent(variant.meeting_id)}`;
  if (variant.vimeo_id)
    return `https://player.vimeo.com/video/${encodeURIComponent(variant.vimeo_id)}`;
  if (variant.bigmarker_id) {
    return `https://www.bigmarker.com/conferences/${encodeURIComponent(variant.bigmarker_id)}/live`;
  }
  return null;
}

/**
 * The activity's language variants: one line per language with its room's
 * state, its informative text and, while that variant's room is open, the link to it.
 */
export function LanguageVariants({ eventId, activityId }: { eventId: string; activityId: string }) {
  const t = useT();
  const labels = useDefaultLabels();
  const [variants, setVariants] = useState<{ key: string; list: Variant[] } | null>(null);
  const key = `${eventId}/${activityId}`;
  useEffect(() => {
    let current = true;
    let stop = () => {};
    // The full SDK's listener, loaded on demand like the room's own (the landing stays light).
    import('./watch-activities').then(
      ({ watchLanguageVariants }) => {
        if (!current) return;
        stop = watchLanguageVariants(eventId, activityId, (list) => setVariants({ key, list }));
      },
      () => {},
    );
    return () => {
      current = false;
      stop();
    };
  }, [eventId, activityId, key]);
  const list = variants?.key === key ? variants.list : [];
  if (list.length === 0) return null;
  return (
    <Stack gap="2" data-testid="activity-room-languages">
      <Heading as="h3" size="md">
        {t('agendaLanding.languages')}
      </Heading>
      <List.Root gap="2" listStyle="none" ms="0">
        {list.map((variant) => {
          const url = variant.state === 'open_meeting_room' ? variantUrl(variant) : null;
          return (
            <List.Item
              key={variant.language}
              data-testid={`activity-room-language-${variant.language}`}
            >
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{labels.language(variant.language)}</Text>
                  <Badge>{labels.roomState(variant.state)}</Badge>
                  {url ? (
                    <Link href={url} target="_blank" rel="noreferrer" colorPalette="blue">
                      {t('agendaLanding.languageJoin', {
                        language: labels.language(variant.language),
                      })}
                    </Link>
                  ) : null}
                </HStack>
                <Text fontSize="sm">{variant.informative_text}</Text>
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

/** How often the attendees tab asks again while open: near live, with one small read each time. */
const ATTENDEES_REFRESH_MS = 5000;

interface RoomAttendee {
  attendee_id: string;
  names: string;
}

/**
 * The room's attendees tab: who entered the room, from the activity's
 * attendance records through the API (the records themselves are the team's), at most 100,
 * asked again every few seconds while the tab is shown; the last answer stays on screen meanwhile.
 */
export function RoomAttendees({ eventId, activityId }: { eventId: string; activityId: string }) {
  const t = useT();
  const key = `${eventId}/${activityId}`;
  const [answer, setAnswer] = useState<{
    key: string;
    list: RoomAttendee[] | null;
    failed: boolean;
  } | null>(null);
  useEffect(() => {
    let current = true;
    const path = `/api/events/${encodeURIComponent(eventId)}/activities/${encodeURIComponent(activityId)}/room_attendees`;
    const ask = () =>
      apiFetch<{ data: RoomAttendee[] }>(path).then(
        (res) => current && setAnswer({ key, list: res.data, failed: false }),
        () => current && setAnswer((prev) => ({ key, list: prev?.list ?? null, failed: true })),
      );
    void ask();
    const timer = setInterval(() => void ask(), ATTENDEES_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [eventId, activityId, key]);
  const shown = answer?.key === key ? answer : null;
  if (!shown) return null;
  if (!shown.list) return <Text color="fg.muted">{t('agendaLanding.attendeesFailed')}</Text>;
  if (shown.list.length === 0) return <Text>{t('agendaLanding.noAttendees')}</Text>;
  return (
    <Stack gap="2" data-testid="activity-room-attendees">
      <Text fontSize="sm" color="fg.muted">
        {t('agendaLanding.attendeesCount', { n: shown.list.length })}
      </Text>
      <List.Root ms="4">
        {shown.list.map((a) => (
          <List.Item key={a.attendee_id}>{a.names}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
