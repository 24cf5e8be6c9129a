import { Checkbox, Field, Input, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import type { KeyboardEvent } from 'react';
import type { FieldKind } from '../lib/resources/resource';
import { FieldErrorText } from './field-error-text';

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
}: {
  name: string;
  label: string;
  kind?: FieldKind;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  inline?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const [field, meta, helpers] = useField<unknown>(name);
  const invalid = meta.touched && meta.error !== undefined;
  if (kind === 'checkbox') {
    return (
      <Field.Root invalid={invalid}>
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(e) => void helpers.setValue(e.checked === true)}
        >
          <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
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
    ...(inline ? { 'aria-label': label } : {}),
  };
  return (
    <Field.Root invalid={invalid} required={required}>
      {inline ? null : (
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
      )}
      {kind === 'textarea' ? (
        <Textarea {...common} />
      ) : (
        <Input
          {...common}
          type={kind === 'number' ? 'number' : kind === 'color' ? 'color' : (type ?? 'text')}
          autoComplete={autoComplete}
        />
      )}
      <FieldErrorText message={meta.error} />
    </Field.Root>
  );
}
