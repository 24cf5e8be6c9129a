import { Checkbox, Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { KeyboardEvent } from 'react';
import { FieldErrorText } from './field-error-text';

/** The input type of the kinds that are not free text (a date is stored as 'YYYY-MM-DD'). */
const INPUT_TYPES: Partial<Record<BasicFieldKind, string>> = {
  number: 'number',
  color: 'color',
  date: 'date',
};

/** The kinds a plain input renders; the admin engine's other kinds are in components/resource. */
export type BasicFieldKind =
  'text' | 'textarea' | 'number' | 'color' | 'date' | 'boolean' | 'checkbox';

/**
 * A Formik field in Chakra's clothes; the message under it is the schema's or the server's.
 * `inline` drops the visible label (a table cell): the label stays for screen readers.
 */
export function FormField({
  name,
  label,
  kind = 'text',
  type,
  required = false,
  inline = false,
  autoFocus = false,
  autoComplete,
  onKeyDown,
  help,
  readOnly = false,
}: {
  name: string;
  label: string;
  kind?: BasicFieldKind;
  /** Shown under the input (formats, recommended sizes). */
  help?: string;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  inline?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const [field, meta, helpers] = useField<unknown>(name);
  const invalid = meta.touched && meta.error !== undefined;
  if (kind === 'checkbox' || kind === 'boolean') {
    return (
      <Field.Root invalid={invalid} readOnly={readOnly}>
        <Checkbox.Root
          checked={field.value === true}
          readOnly={readOnly}
          onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
        >
          <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {help ? <Field.HelperText>{help}</Field.HelperText> : null}
        <FieldErrorText message={meta.error} />
      </Field.Root>
    );
  }
  const common = {
    name,
    value: field.value === undefined || field.value === null ? '' : String(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    autoFocus,
    // Dialogs put their initial focus here (components/app-dialog.tsx).
    'data-autofocus': autoFocus ? '' : undefined,
    onKeyDown,
    readOnly,
    ...(inline ? { 'aria-label': label } : {}),
  };
  return (
    <Field.Root invalid={invalid} required={required} readOnly={readOnly}>
      {inline ? null : (
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
      )}
      {kind === 'textarea' ? (
        <Textarea {...common} />
      ) : kind === 'color' ? (
        // A full-width colour input shows its swatch as a thin line: a swatch-sized one, and the
        // value beside it so it can be read and compared.
        <HStack gap="3">
          <Input {...common} type="color" width="16" padding="1" cursor="pointer" />
          <Text fontFamily="mono" textStyle="sm">
            {common.value}
          </Text>
        </HStack>
      ) : (
        <Input {...common} type={INPUT_TYPES[kind] ?? type ?? 'text'} autoComplete={autoComplete} />
      )}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <FieldErrorText message={meta.error} />
    </Field.Root>
  );
}
