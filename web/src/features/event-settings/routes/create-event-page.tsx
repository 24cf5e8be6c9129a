import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_EVENT_TIME_ZONE, eventSchema, type AforoEvent } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure } from '../../../components/resource/form-failure';
import { isRequired } from '../../../components/resource/resource-form';
import { useT } from '../../../i18n/use-t';
import { apiFetch } from '../../../lib/api-client';
import type { ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { myAdminOrganizations, timeZoneOptions } from '../lib/event-forms';

const createSchema = eventSchema
  .pick(['name', 'datetime_from', 'datetime_to', 'time_zone'])
  .shape({ organizer_id: yup.string().nullable().default(null) });
type CreateValues = yup.InferType<typeof createSchema>;

const FIELDS: readonly ResourceField<CreateValues>[] = [
  { name: 'name', label: 'eventSettings.name' },
  {
    name: 'time_zone',
    label: 'eventSettings.timeZone',
    kind: 'select',
    options: timeZoneOptions(),
  },
  { name: 'datetime_from', label: 'eventSettings.from', kind: 'dateTime' },
  { name: 'datetime_to', label: 'eventSettings.to', kind: 'dateTime' },
  {
    name: 'organizer_id',
    label: 'eventSettings.organization',
    kind: 'select',
    options: myAdminOrganizations,
  },
];

/**
 * /create-event and /create-event/{user}?orgId= (spec part 1 §2.1): creates an
 * event alone or under one of the user's organizations with POST /api/events, then opens its
 * admin on its main data.
 */
export default function CreateEventPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const initialValues = useMemo<CreateValues>(
    () => ({
      name: '',
      datetime_from: '',
      datetime_to: '',
      time_zone: DEFAULT_EVENT_TIME_ZONE,
      organizer_id: params.get('orgId') ?? null,
    }),
    [params],
  );

  async function submit(values: CreateValues, helpers: FormikHelpers<CreateValues>) {
    setFailure(null);
    try {
      const event = await apiFetch<AforoEvent>('/api/events', {
        method: 'POST',
        body: JSON.stringify({ ...values, organizer_id: values.organizer_id || null }),
      });
      void navigate(`/eventadmin/${encodeURIComponent(event._id)}/main`);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
    }
  }

  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('eventSettings.create.title')}
          </Heading>
          <Text color="fg.muted">{t('eventSettings.create.intro')}</Text>
        </Stack>
        <Formik<CreateValues>
          initialValues={initialValues}
          validationSchema={createSchema}
          onSubmit={submit}
        >
          {(formik) => (
            <Form noValidate data-testid="create-event-form">
              <Stack gap="4">
                {FIELDS.map((field) => (
                  <ResourceFieldInput
                    key={field.name}
                    field={field}
                    scope={{
                      eventId: '',
                      timeZone: formik.values.time_zone ?? DEFAULT_EVENT_TIME_ZONE,
                    }}
                    required={isRequired(createSchema, field.name)}
                  />
                ))}
                {failure !== null ? <FormFailure error={failure} /> : null}
                <Button
                  type="submit"
                  colorPalette="blue"
                  alignSelf="start"
                  loading={formik.isSubmitting}
                >
                  {t('eventSettings.create.submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Stack>
    </Container>
  );
}
