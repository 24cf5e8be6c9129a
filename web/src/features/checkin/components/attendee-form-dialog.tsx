import {
  isFieldVisible,
  propertiesSchemaFor,
  type AforoEvent,
  type Attendee,
  type AttendeeField,
} from '@aforo/domain';
import { Button, Checkbox, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import * as yup from 'yup';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
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

const ALWAYS_REQUIRED = ['email', 'names'];

function ListField({ field, label }: { field: AttendeeField; label: string }) {
  const t = useT();
  const [input, meta] = useField<string>(`properties.${field.name}`);
  return (
    <Field.Root invalid={meta.touched && meta.error !== undefined} required={field.mandatory}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...input} value={input.value ?? ''}>
          <option value="">{t('attendeeForm.choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

function MultiListField({ field, label }: { field: AttendeeField; label: string }) {
  const [input, meta, helpers] = useField<string[]>(`properties.${field.name}`);
  const chosen = Array.isArray(input.value) ? input.value : [];
  return (
    <Field.Root invalid={meta.touched && meta.error !== undefined}>
      <fieldset>
        <legend>{label}</legend>
        {field.options.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={chosen.includes(option.value)}
            onCheckedChange={(e) =>
              void helpers.setValue(
                e.checked === true
                  ? [...chosen, option.value]
                  : chosen.filter((v) => v !== option.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </fieldset>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** One input per configured field, shown while its conditions (fields_conditions) allow it. */
function PropertyInputs({ event, isNew }: { event: AforoEvent; isNew: boolean }) {
  const t = useT();
  const { values } = useFormikContext<AttendeeFormValues>();
  return (
    <>
      {event.user_properties
        .filter((field) => isFieldVisible(field.name, values.properties, event.fields_conditions))
        .map((field, index) => {
          const label = field.label || field.name;
          const required = field.mandatory || ALWAYS_REQUIRED.includes(field.name);
          const name = `properties.${field.name}`;
          switch (field.type) {
            case 'tituloseccion':
              return (
                <Heading key={field.name} as="h3" size="sm">
                  {label}
                </Heading>
              );
            case 'boolean':
              return <FormField key={field.name} name={name} label={label} kind="checkbox" />;
            case 'list':
              return <ListField key={field.name} field={field} label={label} />;
            case 'multiplelist':
            case 'multiplelisttable':
              return <MultiListField key={field.name} field={field} label={label} />;
            case 'number':
              return (
                <FormField
                  key={field.name}
                  name={name}
                  label={label}
                  kind="number"
                  required={required}
                />
              );
            case 'longtext':
            case 'complex':
              return (
                <FormField
                  key={field.name}
                  name={name}
                  label={label}
                  kind="textarea"
                  required={required}
                />
              );
            case 'password':
              return (
                <FormField
                  key={field.name}
                  name={name}
                  label={isNew ? label : `${label} (${t('attendeeForm.passwordHint')})`}
                  type="password"
                  autoComplete="new-password"
                  required={required && isNew}
                />
              );
            default:
              return (
                <FormField
                  key={field.name}
                  name={name}
                  label={label}
                  type={field.type === 'email' ? 'email' : 'text'}
                  required={required}
                  autoFocus={index === 0}
                />
              );
          }
        })}
    </>
  );
}

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
              <PropertyInputs event={event} isNew={isNew} />
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
