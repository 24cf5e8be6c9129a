import {
  ATTENDEE_FIELD_TYPES,
  LIST_FIELD_TYPES,
  attendeeFieldSchema,
  fieldNameFromLabel,
  isAlwaysPublicMandatory,
  isTypeLocked,
  withFieldVisibility,
  type AttendeeField,
  type AttendeeFieldInput,
} from '@aforo/domain';
import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { AppDialog } from '../../../components/app-dialog';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import type { FormScope } from '../../../lib/resources/resource';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/es';
import { OptionChips } from './option-chips';
import { FieldErrorText } from '../../../components/field-error-text';

/** The schema's defaults of a new field (the booleans off, no options, no description). */
const EMPTY: AttendeeFieldInput = {
  ...attendeeFieldSchema.getDefault(),
  name: '',
  label: '',
  type: 'text',
};

/** The form's values: a stored field without its id, or a new field's defaults. */
export function fieldValues(field: AttendeeField | undefined): AttendeeFieldInput {
  if (!field) return EMPTY;
  const { _id: _ignored, ...values } = field;
  return { ...EMPTY, ...values, options: values.options ?? [] };
}

/** A checkbox bound to a boolean value, with the change it makes to the other values. */
function BooleanBox({
  name,
  label,
  disabled = false,
  onChecked,
}: {
  name: keyof AttendeeFieldInput;
  label: string;
  disabled?: boolean;
  onChecked?: (checked: boolean) => void;
}) {
  const { values, setFieldValue } = useFormikContext<AttendeeFieldInput>();
  return (
    <Checkbox.Root
      checked={values[name] === true}
      disabled={disabled}
      onCheckedChange={(e) =>
        onChecked ? onChecked(e.checked === true) : void setFieldValue(name, e.checked === true)
      }
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const TYPE_OPTIONS = ATTENDEE_FIELD_TYPES.map((type) => ({
  value: type,
  label: `eventSetup.fieldType.${type}` as MessageKey,
}));

function FieldFormBody({
  isNew,
  scope,
  onCancel,
}: {
  isNew: boolean;
  scope: FormScope;
  onCancel: () => void;
}) {
  const t = useT();
  const formik = useFormikContext<AttendeeFieldInput>();
  const { values, setValues } = formik;
  const locked = isTypeLocked(values.name);
  const fixed = isAlwaysPublicMandatory(values.name);
  const listType = LIST_FIELD_TYPES.includes(values.type);
  const visibility = (key: 'visibleByContacts' | 'visibleByAdmin') => (checked: boolean) =>
    void setValues(withFieldVisibility(values, key, checked));
  return (
    <Form noValidate data-testid="field-form">
      <Stack gap="4">
        <Field.Root
          required
          invalid={formik.touched.label === true && formik.errors.label !== undefined}
        >
          <Field.Label>
            {t('eventSetup.fields.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="label"
            data-autofocus=""
            value={values.label}
            onBlur={formik.handleBlur}
            onChange={(e) => {
              const label = e.target.value;
              // A new field's name follows its label (part 2 §5); a stored one keeps its name,
              // which registrations and conditions already use. One update for both: two calls
              // validated the label's update against the name before it (Guardar stayed off
              // until another field changed).
              void setValues(
                isNew
                  ? { ...values, label, name: fieldNameFromLabel(label) }
                  : { ...values, label },
              );
            }}
          />
          <FieldErrorText message={formik.errors.label} />
        </Field.Root>
        <Field.Root invalid={formik.errors.name !== undefined && formik.touched.label === true}>
          <Field.Label>{t('eventSetup.fields.name')}</Field.Label>
          <Input name="name" value={values.name} readOnly data-testid="field-name" />
          <Field.HelperText>{t('eventSetup.fields.nameHint')}</Field.HelperText>
          <FieldErrorText message={formik.errors.name} />
        </Field.Root>
        {locked ? (
          // A locked type is shown, not offered (a read-only select can still be changed).
          <Field.Root readOnly>
            <Field.Label>{t('eventSetup.fields.type')}</Field.Label>
            <Input value={t(`eventSetup.fieldType.${values.type}` as MessageKey)} readOnly />
            <Field.HelperText>{t('eventSetup.fields.typeLocked')}</Field.HelperText>
          </Field.Root>
        ) : (
          <ResourceFieldInput<AttendeeFieldInput>
            field={{
              name: 'type',
              label: 'eventSetup.fields.type',
              kind: 'select',
              options: TYPE_OPTIONS,
            }}
            scope={scope}
            required
          />
        )}
        {listType ? <OptionChips name="options" label={t('eventSetup.fields.options')} /> : null}
        <ResourceFieldInput<AttendeeFieldInput>
          field={{ name: 'description', label: 'eventSetup.fields.description', kind: 'textarea' }}
          scope={scope}
          required={false}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <BooleanBox name="mandatory" label={t('eventSetup.fields.mandatory')} disabled={fixed} />
          <BooleanBox name="unique" label={t('eventSetup.fields.unique')} />
          <BooleanBox
            name="visibleByContacts"
            label={t('eventSetup.fields.visibleByContacts')}
            onChecked={visibility('visibleByContacts')}
          />
          <BooleanBox
            name="visibleByAdmin"
            label={t('eventSetup.fields.visibleByAdmin')}
            disabled={fixed}
            onChecked={visibility('visibleByAdmin')}
          />
        </SimpleGrid>
        <HStack justify="end">
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          {/* Save stays off until label, name, type and a list's options are there (part 2 §5). */}
          <Button
            type="submit"
            colorPalette="blue"
            loading={formik.isSubmitting}
            disabled={!formik.isValid}
          >
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

/** Agregar dato / edit: one form in a dialog, validated with the domain's attendeeFieldSchema. */
export function FieldDialog({
  field,
  scope,
  onSubmit,
  onCancel,
}: {
  field: AttendeeField | undefined;
  scope: FormScope;
  onSubmit: (
    values: AttendeeFieldInput,
    helpers: FormikHelpers<AttendeeFieldInput>,
  ) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open
      onClose={onCancel}
      size="lg"
      testId="field-dialog"
      title={t(field ? 'eventSetup.fields.editTitle' : 'eventSetup.fields.add')}
    >
      <Formik<AttendeeFieldInput>
        initialValues={fieldValues(field)}
        validationSchema={attendeeFieldSchema}
        validateOnMount
        onSubmit={onSubmit}
      >
        <FieldFormBody isNew={field === undefined} scope={scope} onCancel={onCancel} />
      </Formik>
    </AppDialog>
  );
}
