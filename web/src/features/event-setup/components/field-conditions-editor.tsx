import {
  FIELD_CONDITION_STATES,
  conditionValueChoices,
  fieldConditionSchema,
  type AttendeeField,
  type FieldCondition,
} from '@aforo/domain';
import { Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { useErrorModal } from '../../../components/error-modal';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import type { FieldOption as ChoiceOption, FormScope } from '../../../lib/resources/resource';
import { DataTable } from '../../../components/resource/data-table';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';

interface ConditionValues {
  field: string;
  state: FieldCondition['state'];
  fieldToValidate: string;
  value: string;
}

/** The editor's own rule on top of the domain schema: a field does not govern itself. */
function conditionFormSchema(required: string, sameField: string) {
  return yup.object({
    field: yup.string().required(required),
    state: yup.string().required(required),
    fieldToValidate: yup
      .string()
      .required(required)
      .test('same-field', sameField, function (other) {
        return other !== this.parent.field;
      }),
    value: yup.string().required(required),
  });
}

const STATE_OPTIONS: ChoiceOption[] = FIELD_CONDITION_STATES.map((state) => ({
  value: state,
  label: `eventSetup.conditions.${state}`,
}));

function ConditionForm({
  fields,
  scope,
  onCancel,
}: {
  fields: AttendeeField[];
  scope: FormScope;
  onCancel: () => void;
}) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<ConditionValues>();
  const t = useT();
  const options: ChoiceOption[] = fields.map((f) => ({ value: f.name, label: { text: f.label } }));
  const watched = fields.find((f) => f.name === values.fieldToValidate);
  const choices = watched ? conditionValueChoices(watched) : null;
  // Another field's values mean nothing for this one: a value it cannot take starts over.
  useEffect(() => {
    if (choices && values.value !== '' && !choices.some((c) => c.value === values.value)) {
      void setFieldValue('value', '');
    }
  }, [choices, values.value, setFieldValue]);
  const input = (
    name: keyof ConditionValues,
    label: MessageKey,
    choiceList: ChoiceOption[] | null,
  ) => (
    <ResourceFieldInput<ConditionValues>
      field={choiceList ? { name, label, kind: 'select', options: choiceList } : { name, label }}
      scope={scope}
      required
    />
  );
  return (
    <Form noValidate data-testid="condition-form">
      <Stack gap="4">
        {input('field', 'eventSetup.conditions.field', options)}
        {input('state', 'eventSetup.conditions.state', STATE_OPTIONS)}
        {input('fieldToValidate', 'eventSetup.conditions.fieldToValidate', options)}
        {input(
          'value',
          'eventSetup.conditions.value',
          choices ? choices.map((c) => ({ value: c.value, label: { text: c.label } })) : null,
        )}
        <HStack justify="end">
          <CancelButton onClick={onCancel} />
          <Button type="submit" colorPalette="blue" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

/**
 * Campos Relacionados (part 2 §2, §3 "Field condition"): show or hide a field of the registration
 * form while another field has a value. Any field type can be governed or watched; the event's
 * fields_conditions are saved whole through PUT /api/events/{id}.
 */
export function FieldConditionsEditor({
  fields,
  conditions,
  canWrite,
  scope,
  onSave,
}: {
  fields: AttendeeField[];
  conditions: FieldCondition[];
  canWrite: boolean;
  scope: FormScope;
  onSave: (next: FieldCondition[]) => Promise<void>;
}) {
  const t = useT();
  const showError = useErrorModal();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  const valueText = (c: FieldCondition) => {
    const watched = fields.find((f) => f.name === c.fieldToValidate);
    const choices = watched ? conditionValueChoices(watched) : null;
    return choices?.find((o) => o.value === String(c.value))?.label ?? String(c.value);
  };
  const edited = editing?.index == null ? undefined : conditions[editing.index];

  async function submit(values: ConditionValues, helpers: FormikHelpers<ConditionValues>) {
    try {
      const condition = await fieldConditionSchema.validate(values, { stripUnknown: true });
      const next = [...conditions];
      if (editing?.index == null) next.push(condition);
      else next[editing.index] = condition;
      await onSave(next);
      notify(t('eventSetup.conditions.saved'));
      setEditing(null);
    } catch (error) {
      handleSubmitError(error, helpers, showError);
    }
  }

  const deletion = useDeleteConfirmation<number>({
    text: t('eventSetup.conditions.deleteConfirm'),
    done: t('eventSetup.conditions.deleted'),
    remove: (index) => onSave(conditions.filter((_, i) => i !== index)),
  });

  const headers = [
    { key: 'field', label: t('eventSetup.conditions.field') },
    { key: 'state', label: t('eventSetup.conditions.state') },
    { key: 'watched', label: t('eventSetup.conditions.fieldToValidate') },
    { key: 'value', label: t('eventSetup.conditions.value') },
    ...(canWrite ? [{ key: 'actions', label: t('common.actions') }] : []),
  ];
  return (
    <Stack gap="4" data-testid="field-conditions">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text color="fg.muted">{t('eventSetup.conditions.intro')}</Text>
        {canWrite ? (
          <Button colorPalette="blue" onClick={() => setEditing({ index: null })}>
            {t('eventSetup.conditions.add')}
          </Button>
        ) : null}
      </Flex>
      <DataTable
        label={t('eventSetup.fields.tabConditions')}
        headers={headers}
        empty={conditions.length === 0}
        testId="conditions-table"
      >
        {conditions.map((c, index) => (
          <Table.Row key={`${c.field}-${c.fieldToValidate}-${index}`}>
            <Table.Cell>{labelOf(c.field)}</Table.Cell>
            <Table.Cell>{t(`eventSetup.conditions.${c.state}`)}</Table.Cell>
            <Table.Cell>{labelOf(c.fieldToValidate)}</Table.Cell>
            <Table.Cell>{valueText(c)}</Table.Cell>
            {canWrite ? (
              <RowActions
                onEdit={() => setEditing({ index })}
                onDelete={() => deletion.ask(index)}
              />
            ) : null}
          </Table.Row>
        ))}
      </DataTable>
      {editing ? (
        <AppDialog
          open
          onClose={() => setEditing(null)}
          title={t('eventSetup.conditions.add')}
          testId="condition-dialog"
        >
          <Formik<ConditionValues>
            initialValues={{
              field: edited?.field ?? '',
              state: edited?.state ?? 'enabled',
              fieldToValidate: edited?.fieldToValidate ?? '',
              value: edited === undefined ? '' : String(edited.value),
            }}
            validationSchema={conditionFormSchema(
              t('eventSetup.conditions.required'),
              t('eventSetup.conditions.sameField'),
            )}
            onSubmit={submit}
          >
            <ConditionForm fields={fields} scope={scope} onCancel={() => setEditing(null)} />
          </Formik>
        </AppDialog>
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
