import { Badge, Button, HStack, Link, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { activitySchema, type Activity, type ActivityInput } from '@aforo/domain';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { useT } from '../../../i18n/use-t';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventApiPath } from '../../../lib/resources/api-source';
import { relationOptions } from '../../../lib/resources/event-content-source';
import {
  defineResource,
  type ListState,
  type FieldOption,
  type PageLayoutProps,
} from '../../../lib/resources/resource';
import { LanguageTab } from '../components/language-tab';
import { VirtualSpaceTab } from '../components/virtual-space-tab';
import {
  ADVANCED_FIELDS,
  AGENDA_FIELDS,
  NEW_ACTIVITY,
  activitiesSource,
  activityValues,
  canWriteAgenda,
  categoriesSource,
} from './agenda';

/** The navigation state an activity's page may be opened with: on the Espacio virtual tab. */
export type ActivityPageState = { tab: 'virtual' };

const spaceNames = relationOptions('spaces', (s) => s.name);
const speakerNames = relationOptions('speakers', (s) => s.name);

/** Names by id from a relation's options. */
function namesById(state: ListState<FieldOption[]>): Map<string, string> {
  if (state.status !== 'success') return new Map();
  return new Map(
    state.data.map((o) => [o.value, typeof o.label === 'string' ? o.label : o.label.text]),
  );
}

function useScope() {
  const { event } = useAdminEvent();
  return { eventId: event._id };
}

function CategoriesCell({ ids }: { ids: readonly string[] }) {
  const categories = categoriesSource.useData(useScope()).list;
  const byId = new Map(
    (categories.status === 'success' ? categories.data : []).map((c) => [c._id, c]),
  );
  return (
    <Wrap gap="1">
      {ids.map((id) => {
        const category = byId.get(id);
        return (
          <Badge key={id} variant="outline" borderColor={category?.color} borderLeftWidth="4px">
            {category?.name ?? id}
          </Badge>
        );
      })}
    </Wrap>
  );
}

function SpaceCell({ id }: { id: string }) {
  return <>{namesById(spaceNames.useOptions(useScope())).get(id) ?? ''}</>;
}

function SpeakersCell({ ids }: { ids: readonly string[] }) {
  const names = namesById(speakerNames.useOptions(useScope()));
  return <>{ids.map((id) => names.get(id) ?? id).join(', ')}</>;
}

/** Copies the activity's agenda fields through the API (the copy shows in the live list). */
function DuplicateButton({ activity }: { activity: Activity }) {
  const t = useT();
  const { eventId } = useScope();
  async function duplicate() {
    try {
      await apiFetch(
        `${eventApiPath(eventId, 'duplicateactivitie')}/${encodeURIComponent(activity._id)}`,
        { method: 'POST', body: '{}' },
      );
      notify(t('agenda.duplicated'));
    } catch (error) {
      notify(normalizeError(error).message, { type: 'error' });
    }
  }
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={`${t('agenda.duplicate')} ${activity.name}`}
      onClick={() => void duplicate()}
    >
      {t('agenda.duplicate')}
    </Button>
  );
}

/**
 * The activity form's four tabs (part 2 §2): Agenda and Avanzado are the declared fields; the
 * language and virtual space tabs are widgets with their own saves, outside the form. Opens on
 * the virtual space when asked (the conference list); a failed save shows the Agenda tab.
 */
function ActivityTabs({
  item,
  form,
  fields,
  actions,
  failure,
}: PageLayoutProps<Activity, ActivityInput>) {
  const t = useT();
  const { event } = useAdminEvent();
  const state: unknown = useLocation().state;
  const [tab, setTab] = useState(
    typeof state === 'object' && state !== null && 'tab' in state && state.tab === 'virtual'
      ? 'virtual'
      : 'agenda',
  );
  const formik = useFormikContext<ActivityInput>();
  const initial = formik.initialValues;
  // A new failure shows the Agenda tab, where the fields it concerns are.
  const [shownFailure, setShownFailure] = useState(failure);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure !== null) setTab('agenda');
  }
  const base = `/eventadmin/${encodeURIComponent(event._id)}`;
  const siblings = [
    { to: `${base}/speakers`, label: t('section.speakers') },
    { to: `${base}/espacios`, label: t('section.espacios') },
    { to: `${base}/tipo-asistentes`, label: t('section.tipoAsistentes') },
    { to: `${base}/agenda/categorias`, label: t('agenda.categoryList') },
    { to: `${base}/agenda/tipos`, label: t('agenda.types') },
  ];
  const pendingDates =
    formik.values.datetime_start !== initial.datetime_start ||
    formik.values.datetime_end !== initial.datetime_end;
  return (
    <Stack gap="5">
      <HStack as="nav" aria-label={t('agenda.siblings')} gap="4" wrap="wrap">
        <Text color="fg.muted">{t('agenda.siblings')}:</Text>
        {siblings.map((s) => (
          <Link key={s.to} asChild colorPalette="blue">
            <RouterLink to={s.to}>{s.label}</RouterLink>
          </Link>
        ))}
      </HStack>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List aria-label={t('agenda.form.tabs')}>
          <Tabs.Trigger value="agenda">{t('agenda.tab.agenda')}</Tabs.Trigger>
          <Tabs.Trigger value="language">{t('agenda.tab.language')}</Tabs.Trigger>
          <Tabs.Trigger value="virtual">{t('agenda.tab.virtual')}</Tabs.Trigger>
          <Tabs.Trigger value="advanced">{t('agenda.tab.advanced')}</Tabs.Trigger>
        </Tabs.List>
        {form(
          <>
            <Tabs.Content value="agenda">
              <Stack gap="4">{fields(AGENDA_FIELDS)}</Stack>
            </Tabs.Content>
            <Tabs.Content value="advanced">
              <Stack gap="4">{fields(ADVANCED_FIELDS)}</Stack>
            </Tabs.Content>
            {tab === 'agenda' || tab === 'advanced' ? (
              <Stack gap="3" mt="4">
                {actions}
              </Stack>
            ) : null}
          </>,
        )}
        <Tabs.Content value="language">
          <LanguageTab eventId={event._id} activityId={item?._id ?? null} />
        </Tabs.Content>
        <Tabs.Content value="virtual">
          <VirtualSpaceTab
            eventId={event._id}
            activityId={item?._id ?? null}
            datetimeStart={formik.values.datetime_start}
            datetimeEnd={formik.values.datetime_end}
            pendingDateChanges={pendingDates}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/**
 * Programación (part 2 §2): the event's activities by start, with their categories (colour tag),
 * spaces and speakers; "Nueva actividad" at agenda/actividad, each activity at
 * agenda/actividad/{id}; duplicate copies the agenda fields through the API.
 */
export const activitiesResource = defineResource<Activity, ActivityInput>({
  name: 'activity',
  title: 'agenda.title',
  addLabel: 'agenda.add',
  schema: activitySchema,
  fields: [...AGENDA_FIELDS, ...ADVANCED_FIELDS],
  columns: [
    { key: 'start', header: 'agenda.start', cell: (a) => <DateText value={a.datetime_start} /> },
    { key: 'end', header: 'agenda.end', cell: (a) => <DateText value={a.datetime_end} /> },
    {
      key: 'name',
      header: 'agenda.activity',
      cell: (a) => <ActivityName activity={a} />,
    },
    {
      key: 'categories',
      header: 'agenda.categories',
      cell: (a) => <CategoriesCell ids={a.activity_categories_ids} />,
    },
    { key: 'spaces', header: 'agenda.spaces', cell: (a) => <SpaceCell id={a.space_id} /> },
    { key: 'speakers', header: 'agenda.speakers', cell: (a) => <SpeakersCell ids={a.host_ids} /> },
  ],
  initialValues: NEW_ACTIVITY,
  toValues: activityValues,
  itemName: (a) => a.name,
  canWrite: canWriteAgenda,
  editing: 'page',
  emptyText: 'agenda.empty',
  source: activitiesSource,
  pages: {
    create: 'actividad',
    edit: 'actividad',
    createTitle: 'agenda.form.new',
    editTitle: 'agenda.form.edit',
    links: [
      { label: 'agenda.categoryList', to: 'categorias' },
      { label: 'agenda.types', to: 'tipos' },
      { label: 'agenda.languages', to: 'Language' },
    ],
    sort: (a, b) => a.datetime_start.localeCompare(b.datetime_start),
    rowExtra: (activity) => <DuplicateButton activity={activity} />,
    layout: ActivityTabs,
    backLabel: 'common.cancel',
    notFound: 'agenda.form.missing',
    deleteText: 'agenda.confirmDelete',
    deletedMessage: 'agenda.deleted',
  },
});

/** The name, and whether attendees see it: a draft says so in the list. */
function ActivityName({ activity }: { activity: Activity }) {
  const t = useT();
  return (
    <Wrap gap="2" align="center">
      {activity.name}
      <Badge colorPalette={activity.isPublished ? 'green' : 'gray'} data-testid="activity-status">
        {t(activity.isPublished ? 'agenda.status.published' : 'agenda.status.draft')}
      </Badge>
    </Wrap>
  );
}
