import { Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ListStatus } from '../../../components/resource/list-status';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { LanguageTab } from '../components/language-tab';
import { DateText } from '../../../components/date-text';
import { activitiesSource } from '../resources/agenda';

/**
 * agenda/Language: the language variants of the event's activities (the same editor as the
 * activity form's Selección de lenguaje tab), one activity at a time.
 */
export default function LanguagePage() {
  const t = useT();
  const { event } = useAdminEvent();
  const data = activitiesSource.useData({ eventId: event._id });
  const [activityId, setActivityId] = useState('');
  const items =
    data.list.status === 'success'
      ? [...data.list.data].sort((a, b) => a.datetime_start.localeCompare(b.datetime_start))
      : [];
  return (
    <Stack gap="5" maxW="4xl" data-testid="language-page">
      <Heading as="h1" size="2xl">
        {t('agenda.language.title')}
      </Heading>
      <ListStatus state={data.list} />
      <Field.Root maxW="lg">
        <Field.Label>{t('agenda.activity')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={activityId}
            onChange={(e) => setActivityId(e.currentTarget.value)}
          >
            <option value="">{t('resource.select.placeholder')}</option>
            {items.map((a) => (
              <option key={a._id} value={a._id}>
                <DateText value={a.datetime_start} /> · {a.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {activityId ? (
        <LanguageTab key={activityId} eventId={event._id} activityId={activityId} />
      ) : (
        <Text color="fg.muted">{t('agenda.language.pick')}</Text>
      )}
    </Stack>
  );
}
