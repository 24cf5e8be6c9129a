import { Button, Stack, Text } from '@chakra-ui/react';
import { eventDuplicateSchema, type AforoEvent, type EventDuplicateInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure } from '../../../components/resource/form-failure';
import { isRequired } from '../../../components/resource/resource-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import type { ResourceField } from '../../../lib/resources/resource';
import { eventTimeZone } from '../../../lib/resources/field-values';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { duplicateEvent } from '../api/duplicate-event';

const FIELDS: readonly ResourceField<EventDuplicateInput>[] = [
  { name: 'name', label: 'eventSettings.name' },
  { name: 'datetime_from', label: 'eventSettings.from', kind: 'dateTime' },
  { name: 'datetime_to', label: 'eventSettings.to', kind: 'dateTime' },
];

const FORM_ID = 'duplicate-event-form';

/**
 * "Duplicar evento": a new event with this one's set-up and content, under a new name and dates
 * (POST /api/events/{id}/duplicate); on success the admin opens on the copy.
 */
export function DuplicateEventButton({ event }: { event: AforoEvent }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const initialValues: EventDuplicateInput = {
    name: t('eventSettings.duplicate.copyName', { name: event.name }),
    datetime_from: '',
    datetime_to: '',
  };
  const scope = { eventId: event._id, timeZone: eventTimeZone(event) };

  async function submit(values: EventDuplicateInput, helpers: FormikHelpers<EventDuplicateInput>) {
    setFailure(null);
    try {
      const copy = await duplicateEvent(event._id, values);
      setOpen(false);
      notify(t('eventSettings.duplicate.done'));
      void navigate(`/eventadmin/${encodeURIComponent(copy._id)}/main`);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
    }
  }

  function close() {
    setOpen(false);
    setFailure(null);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('eventSettings.duplicate.open')}
      </Button>
      <Formik<EventDuplicateInput>
        initialValues={initialValues}
        validationSchema={eventDuplicateSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {(formik) => (
          <AppDialog
            open={open}
            onClose={close}
            title={t('eventSettings.duplicate.title')}
            testId="duplicate-event"
            footer={
              <>
                <CancelButton onClick={close} />
                <Button
                  type="submit"
                  form={FORM_ID}
                  colorPalette="blue"
                  loading={formik.isSubmitting}
                >
                  {t('eventSettings.duplicate.submit')}
                </Button>
              </>
            }
          >
            <Form noValidate id={FORM_ID} data-testid={FORM_ID}>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {t('eventSettings.duplicate.intro')}
                </Text>
                {FIELDS.map((field) => (
                  <ResourceFieldInput
                    key={field.name}
                    field={field}
                    scope={scope}
                    required={isRequired(eventDuplicateSchema, field.name)}
                  />
                ))}
                {failure !== null ? <FormFailure error={failure} /> : null}
              </Stack>
            </Form>
          </AppDialog>
        )}
      </Formik>
    </>
  );
}
