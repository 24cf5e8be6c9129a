import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  CONFERENCE_ID_KEYS,
  LANGUAGES,
  ROOM_STATES,
  languageStateSchema,
  type RelatedMeetingInput,
} from '@aforo/domain';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { FieldErrorText } from '../../../components/field-error-text';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import { notify } from '../../../lib/notify';
import { saveLanguageVariants, useLanguageState } from '../api/language-state';

type IdKey = (typeof CONFERENCE_ID_KEYS)[number];
interface Values {
  related_meetings: RelatedMeetingInput[];
}
const variantsSchema = languageStateSchema.pick(['related_meetings']);

const NEW_VARIANT: RelatedMeetingInput = {
  language: 'Ingles',
  meeting_id: '',
  vimeo_id: null,
  bigmarker_id: null,
  state: 'closed_meeting_room',
  informative_text: '',
};

const idKeyOf = (v: RelatedMeetingInput): IdKey =>
  CONFERENCE_ID_KEYS.find((key) => v[key] !== null && v[key] !== undefined) ?? 'meeting_id';

/**
 * Selección de lenguaje (part 2 §3, §5): the activity's variants in other languages, each a
 * related meeting with one conference id, a state and an informative text, stored at
 * languageState/{eventId}/activities/{activityId} (per event: no cross-event key), which the
 * rules let the event's admins write.
 */
export function LanguageTab({
  eventId,
  activityId,
}: {
  eventId: string;
  activityId: string | null;
}) {
  const t = useT();
  const stored = useLanguageState(eventId, activityId);
  if (!activityId) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('agenda.virtual.saveFirst')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (stored.status === 'loading') return <PageLoader />;
  const initial: Values = {
    related_meetings: stored.status === 'success' ? (stored.data?.related_meetings ?? []) : [],
  };
  return (
    <Formik<Values>
      key={JSON.stringify(initial)}
      initialValues={initial}
      validationSchema={variantsSchema}
      onSubmit={async (values) => {
        const checked = await variantsSchema.validate(values, { stripUnknown: true });
        await saveLanguageVariants(eventId, activityId, checked.related_meetings);
        notify(t('resource.saved'));
      }}
    >
      {(formik) => (
        <Form noValidate data-testid="language-variants">
          <Stack gap="4">
            <FieldArray name="related_meetings">
              {(array) => (
                <Stack gap="4">
                  {formik.values.related_meetings.length === 0 ? (
                    <Text color="fg.muted">{t('agenda.language.empty')}</Text>
                  ) : null}
                  {formik.values.related_meetings.map((_, index) => (
                    <VariantRow key={index} index={index} onRemove={() => array.remove(index)} />
                  ))}
                  <Button
                    variant="outline"
                    alignSelf="start"
                    onClick={() => array.push({ ...NEW_VARIANT })}
                  >
                    {t('agenda.language.add')}
                  </Button>
                </Stack>
              )}
            </FieldArray>
            {typeof formik.errors.related_meetings === 'string' ? (
              <Text color="fg.error">{formik.errors.related_meetings}</Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="start"
              loading={formik.isSubmitting}
            >
              {t('common.save')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function VariantRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT();
  const labels = useDefaultLabels();
  const formik = useFormikContext<Values>();
  const name = `related_meetings.${index}`;
  const value = formik.values.related_meetings[index];
  if (!value) return null;
  const idKey = idKeyOf(value);
  const error = (key: string): string | undefined => {
    const e: unknown = getIn(formik.errors, `${name}.${key}`);
    return formik.submitCount > 0 && typeof e === 'string' ? e : undefined;
  };
  const setId = (key: IdKey, id: string) => {
    for (const k of CONFERENCE_ID_KEYS)
      void formik.setFieldValue(`${name}.${k}`, k === key ? id : null);
  };
  const select = (
    key: 'language' | 'state',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field.Root invalid={error(key) !== undefined} required flex="1" minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={`${name}.${key}`}
          value={value[key]}
          onChange={formik.handleChange}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldErrorText message={error(key)} />
    </Field.Root>
  );
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="language-variant">
      <HStack gap="3" align="start" wrap="wrap">
        {select(
          'language',
          t('agenda.language.language'),
          LANGUAGES.map((l) => ({ value: l, label: labels.language(l) })),
        )}
        <Field.Root flex="1" minW="40">
          <Field.Label>{t('agenda.language.idKind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={idKey}
              onChange={(e) => {
                const next = CONFERENCE_ID_KEYS.find((k) => k === e.currentTarget.value);
                if (next) setId(next, value[idKey] ?? '');
              }}
            >
              {CONFERENCE_ID_KEYS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={error('meeting_id') !== undefined} required flex="1" minW="40">
          <Field.Label>{t('agenda.language.id')}</Field.Label>
          <Input value={value[idKey] ?? ''} onChange={(e) => setId(idKey, e.currentTarget.value)} />
          <FieldErrorText message={error('meeting_id')} />
        </Field.Root>
        {select(
          'state',
          t('agenda.language.state'),
          ROOM_STATES.map((s) => ({ value: s, label: labels.roomState(s) })),
        )}
      </HStack>
      <Field.Root invalid={error('informative_text') !== undefined} required>
        <Field.Label>{t('agenda.language.text')}</Field.Label>
        <Input
          name={`${name}.informative_text`}
          value={value.informative_text}
          onChange={formik.handleChange}
        />
        <FieldErrorText message={error('informative_text')} />
      </Field.Root>
      <Button size="xs" variant="outline" colorPalette="red" alignSelf="start" onClick={onRemove}>
        {t('agenda.language.remove')}
      </Button>
    </Stack>
  );
}
