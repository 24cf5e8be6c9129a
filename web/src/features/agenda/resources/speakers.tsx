import { speakerSchema, type Speaker, type SpeakerInput } from '@aforo/domain';
import { Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { defineResource } from '../../../lib/resources/resource';
import { DateText } from '../../../components/date-text';
import { useSpeakerActivities } from '../api/activities';
import { setSpeakerPublished } from '../api/speakers';
import { canWriteAgenda, speakersSource } from './agenda';

/** The list's 'visible' switch: saved at once (part 2 §4); back as it was when saving fails. */
function VisibleSwitch({ speaker }: { speaker: Speaker }) {
  const t = useT();
  const { event, access } = useAdminEvent();
  const [shown, setShown] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = shown ?? speaker.published;
  async function change(next: boolean) {
    setShown(next);
    setSaving(true);
    try {
      await setSpeakerPublished(event._id, speaker._id, next);
      notify(t('resource.saved'));
    } catch (error) {
      setShown(null);
      notify(normalizeError(error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Checkbox.Root
      checked={checked}
      disabled={saving || !canWriteAgenda(access)}
      onCheckedChange={(e) => void change(e.checked === true)}
      data-testid="speaker-visible"
    >
      <Checkbox.HiddenInput aria-label={t('speakers.visibleOf', { name: speaker.name })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The activities a speaker hosts, from the API's activitiesbyhost (spec part 1 §7.6). */
function SpeakerActivities({ speaker }: { speaker: Speaker }) {
  const t = useT();
  const { event } = useAdminEvent();
  const query = useSpeakerActivities(event._id, speaker._id);
  if (query.status !== 'success') return null;
  if (query.data.data.length === 0)
    return <Text color="fg.muted">{t('speakers.noActivities')}</Text>;
  return (
    <Stack gap="0" fontSize="sm">
      {query.data.data.map((a) => (
        <Text key={a._id}>
          {a.name} · <DateText value={a.datetime_start} />
        </Text>
      ))}
    </Stack>
  );
}

/** The speaker form's read-only list of the activities it hosts. */
function SpeakerFormActivities({ speaker }: { speaker: Speaker }) {
  const t = useT();
  return (
    <Stack gap="1" data-testid="speaker-form-activities">
      <Heading as="h3" size="sm">
        {t('speakers.activities')}
      </Heading>
      <SpeakerActivities speaker={speaker} />
    </Stack>
  );
}

/**
 * Conferencistas (part 2 "Speakers section", §3-4): name, profession, image, description; the
 * 'visible' switch saves at once; the order is saved on its own (speakers-page's ReorderList).
 */
export const speakersResource = defineResource<Speaker, SpeakerInput>({
  name: 'speakers',
  title: 'speakers.title',
  addLabel: 'speakers.add',
  schema: speakerSchema,
  fields: [
    { name: 'name', label: 'speakers.name' },
    { name: 'profession', label: 'speakers.profession' },
    {
      name: 'image',
      label: 'speakers.image',
      kind: 'image',
      help: 'speakers.imageHelp',
      upload: { folder: ({ eventId }) => `events/${eventId}/images` },
    },
    { name: 'description', label: 'speakers.description', kind: 'richText' },
    { name: 'description_activity', label: 'speakers.descriptionActivity', kind: 'boolean' },
    { name: 'published', label: 'speakers.visible', kind: 'boolean' },
  ],
  columns: [
    { key: 'name', header: 'speakers.name', cell: (s) => s.name },
    { key: 'profession', header: 'speakers.profession', cell: (s) => s.profession },
    {
      key: 'activities',
      header: 'speakers.activities',
      cell: (s) => <SpeakerActivities speaker={s} />,
    },
    { key: 'visible', header: 'speakers.visible', cell: (s) => <VisibleSwitch speaker={s} /> },
  ],
  initialValues: { ...speakerSchema.getDefault(), name: '' },
  toValues: (s) => ({
    name: s.name,
    profession: s.profession,
    description: s.description,
    description_activity: s.description_activity,
    image: s.image,
    published: s.published,
    order: s.order,
    index: s.index,
    sort: s.sort,
    category_id: s.category_id,
  }),
  searchText: (s) => `${s.name} ${s.profession}`,
  // Part 2 §8's messages for speakers.
  savedMessage: 'speakers.saved',
  itemName: (s) => s.name,
  canWrite: canWriteAgenda,
  editing: 'dialog',
  source: speakersSource,
  // The form also says which activities the speaker hosts, as the list does.
  editExtra: (s) => <SpeakerFormActivities speaker={s} />,
});
