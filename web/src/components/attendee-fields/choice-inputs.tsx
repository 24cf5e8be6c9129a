import type { AttendeeField } from '@aforo/domain';
import { Checkbox, Field, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useField } from 'formik';
import { useT } from '../../i18n/use-t';
import { COUNTRIES } from './countries';
import { FieldFrame, shownError } from './field-frame';
import { FieldErrorText } from '../field-error-text';

interface ChoiceProps {
  field: AttendeeField;
  name: string;
  label: string;
  required: boolean;
  disabled: boolean;
}

interface SelectOption {
  key: string;
  value: string;
  label: string;
}

function SelectInput({ options, ...props }: ChoiceProps & { options: readonly SelectOption[] }) {
  const t = useT();
  const [input, meta] = useField<string>(props.name);
  return (
    <FieldFrame
      field={props.field}
      label={props.label}
      required={props.required}
      error={shownError(meta)}
      disabled={props.disabled}
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...input} value={input.value ?? ''}>
          <option value="">{t('attendeeForm.choose')}</option>
          {options.map((option) => (
            <option key={option.key} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/**
 * A single-choice list. Options another attendee already holds (justonebyattendee) are left out,
 * except the one this form already has: a record keeps its own choice.
 */
export function ListInput({ taken = [], ...props }: ChoiceProps & { taken?: readonly string[] }) {
  const [input] = useField<string>(props.name);
  const options = props.field.options
    .filter((option) => option.value === input.value || !taken.includes(option.value))
    .map((option) => ({ key: option.value, value: option.value, label: option.label }));
  return <SelectInput {...props} options={options} />;
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ key: c.code, value: c.name, label: c.name }));
const DIAL_OPTIONS = COUNTRIES.map((c) => ({
  key: c.code,
  value: c.dialCode,
  label: `${c.name} (${c.dialCode})`,
}));

export function CountryInput(props: ChoiceProps) {
  return <SelectInput {...props} options={COUNTRY_OPTIONS} />;
}

/** The dial code of a phone number (codearea). */
export function DialCodeInput(props: ChoiceProps) {
  return <SelectInput {...props} options={DIAL_OPTIONS} />;
}

/**
 * Inside a Field, Ark gives a check box the field's one input id and label id: the options of a
 * list would share them, and every option's label would name (and tick) the first box. Ids of
 * their own (Ark's defaults, from each box's generated id) keep each label on its own box.
 */
const OWN_IDS = {};

function useChosen(name: string) {
  const [input, meta, helpers] = useField<string[]>(name);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  };
  return { chosen, toggle, error: shownError(meta) };
}

/** Several choices as a column of check boxes (multiplelist). */
export function MultiListInput(props: ChoiceProps) {
  const { chosen, toggle, error } = useChosen(props.name);
  return (
    <Field.Root invalid={error !== undefined} disabled={props.disabled}>
      <Stack as="fieldset" gap="1">
        <legend>
          {props.label}
          {props.required ? ' *' : ''}
        </legend>
        {props.field.options.map((option) => (
          <Checkbox.Root
            key={option.value}
            ids={OWN_IDS}
            checked={chosen.includes(option.value)}
            onCheckedChange={(e) => toggle(option.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {props.field.description ? (
        <Field.HelperText>{props.field.description}</Field.HelperText>
      ) : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}

/** Several choices laid out as a table, one option per row (multiplelisttable). */
export function MultiListTableInput(props: ChoiceProps) {
  const t = useT();
  const { chosen, toggle, error } = useChosen(props.name);
  return (
    <Field.Root invalid={error !== undefined} disabled={props.disabled}>
      <fieldset style={{ width: '100%' }}>
        <legend>
          {props.label}
          {props.required ? ' *' : ''}
        </legend>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('registration.fields.option')}</Table.ColumnHeader>
              <Table.ColumnHeader w="1%">{t('registration.fields.select')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.field.options.map((option) => (
              <Table.Row key={option.value}>
                <Table.Cell>{option.label}</Table.Cell>
                <Table.Cell>
                  <Checkbox.Root
                    ids={OWN_IDS}
                    checked={chosen.includes(option.value)}
                    onCheckedChange={(e) => toggle(option.value, e.checked === true)}
                    aria-label={option.label}
                  >
                    <Checkbox.HiddenInput aria-label={option.label} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </fieldset>
      {props.field.description ? (
        <Field.HelperText>{props.field.description}</Field.HelperText>
      ) : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}
