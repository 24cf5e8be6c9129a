import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { Activity, AforoEvent, AgendaStyleFlag } from '@aforo/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarMenu } from '../../../components/calendar-menu';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDayHeading, formatTimeRange, type DateScope } from '../../../lib/text-dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { activityEntry, removeFromMyAgenda } from '../api/my-agenda';
import { SectionError } from '../../../components/section-error';
import type { LandingSectionProps } from './landing-props';
import { useAgenda, useMyActivityIds, type AgendaData } from './use-agenda';
import { useLiveNow } from './use-live-now';
import { withAgendaMessages } from './with-messages';

const NO_ACTIVITIES: readonly Activity[] = [];

/** Spec defaults (part 3 §3.11): dates and hours shown, no detail button. */
const DEFAULT_AGENDA_STYLE = {
  hideDatesAgenda: false,
  hideDatesAgendaItem: false,
  hideHoursAgenda: false,
  hideBtnDetailAgenda: true,
} as const;

/**
 * The landing's agenda: activities by day with their categories (colour),
 * space and speakers; filters by day, category and space, a search, and "Mi agenda" (the
 * activities the attendee registered for, which can be taken out of it). Activities that ask for
 * registration take it here. The activity live now (room open) and the next one are marked, kept
 * current without a reload.
 */
function AgendaSectionView({
  eventId,
  basePath,
  registration,
  agendaStyle = DEFAULT_AGENDA_STYLE,
  timeZone,
  event,
}: LandingSectionProps) {
  const t = useT();
  const scope = useDateScope(timeZone);
  const agenda = useAgenda(eventId);
  const attendeeId = registration.status === 'registered' ? registration.attendee._id : null;
  const mine = useMyActivityIds(eventId, attendeeId);
  const [day, setDay] = useState('');
  const [category, setCategory] = useState('');
  const [space, setSpace] = useState('');
  const [search, setSearch] = useState('');
  const [onlyMine, setOnlyMine] = useState(false);
  const marks = useLiveNow(
    eventId,
    agenda.status === 'success' ? agenda.data.activities : NO_ACTIVITIES,
    timeZone,
    attendeeId !== null,
  );
  if (agenda.status === 'loading') return <PageLoader />;
  if (agenda.status === 'error') return <SectionError error={agenda.error} />;
  const data = agenda.data;
  const days = [...new Set(data.activities.map((a) => a.datetime_start.slice(0, 10)))].sort();
  const words = search.trim().toLocaleLowerCase();
  const shown = data.activities.filter(
    (a) =>
      (day === '' || a.datetime_start.startsWith(day)) &&
      (category === '' || a.activity_categories_ids.includes(category)) &&
      (space === '' || a.space_id === space) &&
      (words === '' || `${a.name} ${a.subtitle}`.toLocaleLowerCase().includes(words)) &&
      (!onlyMine || mine.ids.has(a._id)),
  );
  const byDay = days
    .map((d) => ({ day: d, items: shown.filter((a) => a.datetime_start.startsWith(d)) }))
    .filter((group) => group.items.length > 0);

  async function register(activity: Activity) {
    if (!attendeeId) return;
    try {
      await apiFetch(`/api/events/${encodeURIComponent(eventId)}/activities_attendees`, {
        method: 'POST',
        body: JSON.stringify({ activity_id: activity._id, attendee_id: attendeeId }),
      });
      notify(
        t(activity.requires_registration ? 'agendaLanding.registered' : 'agendaLanding.added'),
      );
      mine.reload();
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    }
  }

  async function remove(activity: Activity) {
    try {
      await removeFromMyAgenda(eventId, activity._id);
      notify(t('agendaLanding.removed', { name: activity.name }));
      mine.reload();
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    }
  }

  const filter = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    all: string,
    options: readonly { value: string; label: string }[],
    testId: string,
  ) => (
    <Field.Root flex="1" minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          data-testid={testId}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="5" data-testid="landing-agenda">
      <HStack gap="3" align="end" wrap="wrap">
        {agendaStyle.hideDatesAgenda
          ? null
          : filter(
              t('agendaLanding.day'),
              day,
              setDay,
              t('agendaLanding.allDays'),
              days.map((d) => ({ value: d, label: formatDayHeading(d, scope) })),
              'agenda-filter-day',
            )}
        {filter(
          t('agendaLanding.category'),
          category,
          setCategory,
          t('agendaLanding.allCategories'),
          [...data.categories.values()].map((c) => ({ value: c._id, label: c.name })),
          'agenda-filter-category',
        )}
        {filter(
          t('agendaLanding.space'),
          space,
          setSpace,
          t('agendaLanding.allSpaces'),
          [...data.spaces.values()].map((s) => ({ value: s._id, label: s.name })),
          'agenda-filter-space',
        )}
        <Field.Root flex="2" minW="48">
          <Field.Label>{t('agendaLanding.search')}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Field.Root>
        {attendeeId ? (
          <Checkbox.Root
            checked={onlyMine}
            onCheckedChange={(e) => setOnlyMine(e.checked === true)}
            data-testid="agenda-mine"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('agendaLanding.mine')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </HStack>
      {byDay.length === 0 ? (
        <Text data-testid="landing-agenda-empty">
          {data.activities.length === 0 ? t('landing.agendaEmpty') : t('agendaLanding.none')}
        </Text>
      ) : null}
      {byDay.map((group) => (
        <Stack
          as="section"
          key={group.day}
          gap="3"
          aria-label={agendaStyle.hideDatesAgenda ? undefined : formatDayHeading(group.day, scope)}
        >
          {agendaStyle.hideDatesAgenda ? null : (
            <Heading as="h3" size="md" data-testid="agenda-day">
              {formatDayHeading(group.day, scope)}
            </Heading>
          )}
          {group.items.map((activity) => (
            <ActivityCard
              key={activity._id}
              activity={activity}
              data={data}
              style={agendaStyle}
              href={`${basePath}/activity/${encodeURIComponent(activity._id)}`}
              registered={mine.ids.has(activity._id)}
              scope={scope}
              onRegister={attendeeId ? () => void register(activity) : null}
              onRemove={() => void remove(activity)}
              live={marks.live.has(activity._id)}
              next={marks.next.has(activity._id)}
              event={event}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ActivityCard({
  activity,
  data,
  style,
  href,
  registered,
  onRegister,
  onRemove,
  scope,
  live,
  next,
  event,
}: {
  activity: Activity;
  data: AgendaData;
  style: Readonly<Record<AgendaStyleFlag, boolean>>;
  href: string;
  registered: boolean;
  onRegister: (() => void) | null;
  onRemove: () => void;
  scope: DateScope;
  live: boolean;
  next: boolean;
  event: AforoEvent | undefined;
}) {
  const t = useT();
  const speakers = data.speakers.filter((s) => activity.host_ids.includes(s._id));
  const when = [
    style.hideDatesAgendaItem ? '' : formatDayHeading(activity.datetime_start.slice(0, 10), scope),
    style.hideHoursAgenda
      ? ''
      : formatTimeRange(activity.datetime_start, activity.datetime_end, scope),
    data.spaces.get(activity.space_id)?.name ?? '',
  ].filter(Boolean);
  return (
    <Box
      borderWidth={live ? '2px' : '1px'}
      borderColor={live ? 'red.600' : undefined}
      rounded="md"
      p="3"
      data-testid="landing-activity"
      data-live={live || undefined}
      data-next={next || undefined}
    >
      <Stack gap="1">
        {live || next ? (
          <Badge
            alignSelf="start"
            colorPalette={live ? 'red' : 'blue'}
            variant="solid"
            data-testid={live ? 'activity-live' : 'activity-next'}
          >
            {t(live ? 'agendaLanding.liveNow' : 'agendaLanding.upNext')}
          </Badge>
        ) : null}
        {when.length > 0 ? (
          <Text fontSize="sm" fontWeight="medium" data-testid="landing-activity-when">
            {when.join(' · ')}
          </Text>
        ) : null}
        <Heading as="h4" size="sm">
          <Link asChild>
            <RouterLink to={href}>{activity.name}</RouterLink>
          </Link>
        </Heading>
        {activity.subtitle ? <Text>{activity.subtitle}</Text> : null}
        <Wrap gap="1">
          {activity.activity_categories_ids.map((id) => {
            const category = data.categories.get(id);
            return category ? (
              <Badge
                key={id}
                variant="outline"
                borderLeftWidth="4px"
                borderLeftColor={category.color}
              >
                {category.name}
              </Badge>
            ) : null;
          })}
        </Wrap>
        {speakers.length > 0 ? (
          <Text fontSize="sm">{speakers.map((s) => s.name).join(', ')}</Text>
        ) : null}
        {style.hideBtnDetailAgenda ? null : (
          <Button asChild size="xs" variant="outline" alignSelf="start">
            <RouterLink to={href}>{t('agendaLanding.detail')}</RouterLink>
          </Button>
        )}
        <Wrap gap="2" align="center">
          {registered ? (
            <>
              <Badge colorPalette="green">{t('agendaLanding.registered')}</Badge>
              <Button
                size="xs"
                variant="outline"
                onClick={onRemove}
                aria-label={t('agendaLanding.removeOf', { name: activity.name })}
                data-testid="agenda-remove"
              >
                {t('agendaLanding.remove')}
              </Button>
            </>
          ) : onRegister ? (
            // Registration where the activity asks for it; otherwise just a place on "Mi agenda".
            <Button size="xs" onClick={onRegister} data-testid="agenda-add">
              {t(activity.requires_registration ? 'agendaLanding.register' : 'agendaLanding.add')}
            </Button>
          ) : null}
          {event ? (
            <CalendarMenu
              entry={activityEntry(event, activity, href, data.spaces.get(activity.space_id)?.name)}
              fileName={activity.name}
              testId="activity-calendar"
              size="xs"
            />
          ) : null}
        </Wrap>
      </Stack>
    </Box>
  );
}

export const AgendaSection = withAgendaMessages(AgendaSectionView);
