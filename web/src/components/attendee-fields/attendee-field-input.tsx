import type { AttendeeField } from '@aforo/domain';
import { Checkbox, Field, Heading, Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { useT } from '../../i18n/use-t';
import {
  CountryInput,
  DialCodeInput,
  ListInput,
  MultiListInput,
  MultiListTableInput,
} from './choice-inputs';
import { FieldFrame, shownError } from './field-frame';
import { FileInput, type FileMode } from './file-input';
import { FieldErrorText } from '../field-error-text';

export interface FieldInputProps {
  field: AttendeeField;
  /** The Formik path of the value, e.g. `properties.documento`. */
  name: string;
  label: string;
  required: boolean;
  disabled: boolean;
  autoFocus: boolean;
  /** Options other attendees hold (justonebyattendee lists). */
  taken: readonly string[];
  files: FileMode;
}

function BooleanInput({ field, name, label, disabled }: FieldInputProps) {
  const [input, meta, helpers] = useField<boolean>(name);
  const error = shownError(meta);
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Checkbox.Root
        checked={input.value === true}
        onCheckedChange={(e) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(e.checked === true);
        }}
      >
        <Checkbox.HiddenInput name={name} onBlur={input.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {field.description ? <Field.HelperText>{field.description}</Field.HelperText> : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}

const INPUT_TYPES: Partial<Record<AttendeeField['type'], string>> = {
  email: 'email',
  number: 'number',
  password: 'password',
};
const AUTOCOMPLETE: Partial<Record<AttendeeField['type'], string>> = {
  email: 'email',
  password: 'new-password',
  city: 'address-level2',
};

/** Text-like fields: text, email, number, city, date, password, longtext and complex (JSON). */
function TextLikeInput({ field, name, label, required, disabled, autoFocus }: FieldInputProps) {
  const t = useT();
  const [input, meta] = useField<unknown>(name);
  const common = {
    ...input,
    value: input.value === undefined || input.value === null ? '' : String(input.value),
    disabled,
    autoFocus,
    // Dialogs put their initial focus here (components/app-dialog.tsx).
    'data-autofocus': autoFocus ? '' : undefined,
  };
  const multiline = field.type === 'longtext' || field.type === 'complex';
  return (
    <FieldFrame field={field} label={label} required={required} error={shownError(meta)}>
      {multiline ? (
        <Textarea
          {...common}
          placeholder={field.type === 'complex' ? '{ }' : undefined}
          fontFamily={field.type === 'complex' ? 'mono' : undefined}
        />
      ) : (
        <Input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          autoComplete={field.name === 'names' ? 'name' : AUTOCOMPLETE[field.type]}
          placeholder={field.type === 'date' ? t('registration.fields.datePlaceholder') : undefined}
          inputMode={field.type === 'date' ? 'numeric' : undefined}
        />
      )}
    </FieldFrame>
  );
}

/** The input of one registration field, by its type (spec part 3 §3.2). */
export function AttendeeFieldInput(props: FieldInputProps) {
  const { field } = props;
  switch (field.type) {
    case 'tituloseccion':
      return (
        <Heading as="h3" size="sm" pt="2">
          {props.label}
        </Heading>
      );
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'list':
      return <ListInput {...props} />;
    case 'multiplelist':
      return <MultiListInput {...props} />;
    case 'multiplelisttable':
      return <MultiListTableInput {...props} />;
    case 'country':
      return <CountryInput {...props} />;
    case 'codearea':
      return <DialCodeInput {...props} />;
    case 'file':
    case 'avatar':
      return <FileInput {...props} field={{ ...field, type: field.type }} mode={props.files} />;
    default:
      return <TextLikeInput {...props} />;
  }
}
