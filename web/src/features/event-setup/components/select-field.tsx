import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';

/** A Formik select with its label and the schema's message under it. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  disabled = false,
  hint,
  onValue,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  hint?: string;
  /** Replaces the plain setValue, for selects whose choice changes other fields. */
  onValue?: (value: string) => void;
}) {
  const [field, meta, helpers] = useField<string | undefined>(name);
  return (
    <Field.Root invalid={meta.touched && meta.error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) =>
            onValue ? onValue(e.target.value) : void helpers.setValue(e.target.value)
          }
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
