import { propertiesSchemaFor, type AforoEvent, type Attendee } from '@aforo/domain';
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import * as yup from 'yup';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { AttendeePropertyInputs } from '../../../components/attendee-fields/attendee-property-inputs';
import { useErrorModal } from '../../../components/error-modal';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { createAttendee, deleteAttendee, updateAttendee } from '../api/attendee-api';
import {
  initialAttendeeValues,
  propertiesToSend,
  type AttendeeFormValues,
} from '../lib/attendee-form';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Add or edit an attendee (spec part 1 §2.7, §5): the form comes from the event's
 * user_properties and fields_conditions, validated with the same domain schema the API uses.
 * Success is only announced when the API says so.
 */
export function AttendeeFormDialog({
  event,
  attendee,
  open,
  onClose,
  canCheckIn,
  canDelete,
  onCreated,
}: {
  event: AforoEvent;
  attendee: Attendee | null;
  open: boolean;
  onClose: () => void;
  canCheckIn: boolean;
  canDelete: boolean;
  /** Called with the new attendee once the API has created it (the activity screen adds it). */
  onCreated?: (attendee: Pick<Attendee, '_id' | 'account_id' | 'properties' | 'rol_id'>) => void;
}) {
  const t = useT();
  const showError = useErrorModal();
  const [deleting, setDeleting] = useState(false);
  const isNew = attendee === null;
  const schema = useMemo(
    () =>
      yup.object({
        properties: propertiesSchemaFor(
          // An edit may leave a password empty: it means "unchanged".
          isNew
            ? event.user_properties
            : event.user_properties.map((f) =>
                f.type === 'password' ? { ...f, mandatory: false } : f,
              ),
          event.fields_conditions,
        ),
      }),
    [event, isNew],
  );
  const remove = async () => {
    if (attendee === null) return;
    if (!window.confirm(t('attendeeForm.confirmDelete', { name: attendee.properties.names }))) {
      return;
    }
    setDeleting(true);
    try {
      await deleteAttendee(event._id, attendee._id);
      notify(t('attendeeForm.deleted'));
      onClose();
    } catch {
      notify(t('attendeeForm.deleteFailed'), { type: 'error' });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={isNew ? t('attendeeForm.addTitle') : t('attendeeForm.editTitle')}
      size="lg"
      testId="attendee-form"
    >
      <Formik<AttendeeFormValues>
        initialValues={initialAttendeeValues(event.user_properties, attendee)}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const properties = propertiesToSend(event.user_properties, values);
          try {
            if (isNew) {
              const created = await createAttendee(event._id, {
                properties,
                checked_in: canCheckIn && values.checked_in,
              });
              notify(t('attendeeForm.added'));
              onCreated?.({
                _id: created._id,
                account_id: created.data?.account_id ?? null,
                properties: created.data?.properties ?? {
                  ...properties,
                  email: textOf(properties.email),
                  names: textOf(properties.names),
                },
                rol_id: created.data?.rol_id ?? null,
              });
            } else {
              await updateAttendee(event._id, attendee._id, { properties });
              notify(t('attendeeForm.updated'));
            }
            onClose();
          } catch (error) {
            notify(t(isNew ? 'attendeeForm.addFailed' : 'attendeeForm.updateFailed'), {
              type: 'error',
            });
            handleSubmitError(error, helpers, showError);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="3">
              <AttendeePropertyInputs<AttendeeFormValues>
                fields={event.user_properties}
                conditions={event.fields_conditions}
                options={{
                  // Staff keep or type the URL a record has; uploads belong to the attendee.
                  files: { kind: 'url' },
                  passwordRequired: isNew,
                  passwordLabel: isNew
                    ? undefined
                    : (label) => `${label} (${t('attendeeForm.passwordHint')})`,
                }}
              />
              {isNew && canCheckIn ? (
                <FormField name="checked_in" label={t('attendeeForm.checkedIn')} kind="checkbox" />
              ) : null}
              <Stack direction="row" justify="space-between" pt="2">
                {!isNew && canDelete ? (
                  <Button colorPalette="red" variant="outline" loading={deleting} onClick={remove}>
                    {t('common.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Stack direction="row">
                  <CancelButton onClick={onClose} />
                  <Button type="submit" loading={isSubmitting}>
                    {t('common.save')}
                  </Button>
                </Stack>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AppDialog>
  );
}
