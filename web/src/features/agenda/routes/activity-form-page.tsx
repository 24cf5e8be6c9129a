import { Alert, Button, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { activitySchema, type Activity, type ActivityInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { isRequired } from '../../../components/resource/resource-form';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { LanguageTab } from '../components/language-tab';
import { VirtualSpaceTab } from '../components/virtual-space-tab';
import {
  ADVANCED_FIELDS,
  AGENDA_FIELDS,
  NEW_ACTIVITY,
  activitiesSource,
  activityValues,
  canWriteAgenda,
} from '../resources/agenda';

/** The navigation state the list opens the form with (part 2 §2): new, or edit = id. */
/** `tab: 'virtual'` opens the Espacio Virtual tab (from the conference section's list). */
export type ActivityFormState = { new: true } | { edit: string; tab?: 'virtual' };

/** The tab the form opens on: Agenda unless the state asks for the virtual space. */
function openingTab(state: unknown): string {
  return typeof state === 'object' && state !== null && 'tab' in state && state.tab === 'virtual'
    ? 'virtual'
    : 'agenda';
}

/** The activity being edited; null for a new one (also when the address is opened directly). */
function editedId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return 'edit' in state && typeof state.edit === 'string' ? state.edit : null;
}

/**
 * agenda/actividad (part 2 §2): the activity form, entered with the state new or edit = id; the
 * address alone (a reload, a bookmark) opens a new activity rather than leaving without a word.
 * Four tabs: Agenda, Selección de lenguaje, Espacio virtual and Avanzado; links to the sibling
 * sections; after saving, back to the list.
 */
export default function ActivityFormPage() {
  const t = useT();
  const location = useLocation();
  const { event } = useAdminEvent();
  const data = activitiesSource.useData({ eventId: event._id });
  const list = `/eventadmin/${encodeURIComponent(event._id)}/agenda`;
  const id = editedId(location.state);
  if (id === null) return <ActivityEditor data={data} item={undefined} list={list} />;
  if (data.list.status === 'loading') return <PageLoader />;
  const item = data.list.status === 'success' ? data.list.data.find((a) => a._id === id) : null;
  if (!item) {
    return (
      <Alert.Root status="info" data-testid="activity-missing">
        <Alert.Indicator />
        <Alert.Title>{t('agenda.form.missing')}</Alert.Title>
        <Button asChild size="sm" ms="auto">
          <RouterLink to={list}>{t('agenda.back')}</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return (
    <ActivityEditor
      data={data}
      item={item}
      list={list}
      firstTab={openingTab(location.state)}
      key={id}
    />
  );
}

function ActivityEditor({
  data,
  item,
  list,
  firstTab = 'agenda',
}: {
  data: ReturnType<typeof activitiesSource.useData>;
  item: Activity | undefined;
  list: string;
  firstTab?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { event, access } = useAdminEvent();
  const readOnly = !canWriteAgenda(access);
  const [failure, setFailure] = useState<unknown>(null);
  const [tab, setTab] = useState(firstTab);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );
  const initialValues = useMemo(() => (item ? activityValues(item) : NEW_ACTIVITY), [item]);
  const base = `/eventadmin/${encodeURIComponent(event._id)}`;
  const siblings = [
    { to: `${base}/speakers`, label: t('section.speakers') },
    { to: `${base}/espacios`, label: t('section.espacios') },
    { to: `${base}/tipo-asistentes`, label: t('section.tipoAsistentes') },
    { to: `${list}/categorias`, label: t('agenda.categoryList') },
    { to: `${list}/tipos`, label: t('agenda.types') },
  ];

  async function save(values: ActivityInput, helpers: FormikHelpers<ActivityInput>) {
    setFailure(null);
    try {
      if (item) await data.update(item._id, values);
      else await data.create(values);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      setTab('agenda');
      return;
    }
    notify(t('resource.saved'));
    void navigate(list);
  }

  const fields = (list: readonly ResourceField<ActivityInput>[]) =>
    list.map((field) => (
      <ResourceFieldInput
        key={field.name}
        field={field}
        scope={scope}
        readOnly={readOnly}
        required={isRequired(activitySchema, field.name)}
      />
    ));

  return (
    <Stack gap="5" data-testid="activity-editor" maxW="4xl">
      <Heading as="h1" size="2xl">
        {t(item ? 'agenda.form.edit' : 'agenda.form.new')}
      </Heading>
      <HStack as="nav" aria-label={t('agenda.siblings')} gap="4" wrap="wrap">
        <Text color="fg.muted">{t('agenda.siblings')}:</Text>
        {siblings.map((s) => (
          <Link key={s.to} asChild colorPalette="blue">
            <RouterLink to={s.to}>{s.label}</RouterLink>
          </Link>
        ))}
      </HStack>
      <Formik<ActivityInput>
        initialValues={initialValues}
        validationSchema={activitySchema}
        onSubmit={save}
      >
        {(formik) => {
          const pendingDates =
            formik.values.datetime_start !== initialValues.datetime_start ||
            formik.values.datetime_end !== initialValues.datetime_end;
          return (
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
              <Tabs.List aria-label={t('agenda.form.tabs')}>
                <Tabs.Trigger value="agenda">{t('agenda.tab.agenda')}</Tabs.Trigger>
                <Tabs.Trigger value="language">{t('agenda.tab.language')}</Tabs.Trigger>
                <Tabs.Trigger value="virtual">{t('agenda.tab.virtual')}</Tabs.Trigger>
                <Tabs.Trigger value="advanced">{t('agenda.tab.advanced')}</Tabs.Trigger>
              </Tabs.List>
              <Form noValidate data-testid="activity-form">
                <Tabs.Content value="agenda">
                  <Stack gap="4">{fields(AGENDA_FIELDS)}</Stack>
                </Tabs.Content>
                <Tabs.Content value="advanced">
                  <Stack gap="4">{fields(ADVANCED_FIELDS)}</Stack>
                </Tabs.Content>
                {tab === 'agenda' || tab === 'advanced' ? (
                  <Stack gap="3" mt="4">
                    {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
                    {readOnly ? null : (
                      <HStack gap="2">
                        <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                          {t('common.save')}
                        </Button>
                        <Button variant="outline" onClick={() => void navigate(list)}>
                          {t('common.cancel')}
                        </Button>
                      </HStack>
                    )}
                  </Stack>
                ) : null}
              </Form>
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
          );
        }}
      </Formik>
    </Stack>
  );
}
