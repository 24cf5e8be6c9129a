import { isFieldVisible, type AttendeeField, type FieldCondition } from '@aforo/domain';
import { useFormikContext } from 'formik';
import { useDefaultLabels } from '../../lib/default-labels';
import { AttendeeFieldInput } from './attendee-field-input';
import type { FileMode } from './file-input';

/** email and names are always asked for (spec part 3 §5.2). */
const ALWAYS_REQUIRED = ['email', 'names'];

export interface AttendeeInputsOptions {
  /** Fields shown but not editable, such as a pre-filled existing e-mail. */
  disabled?: readonly string[];
  /** Options of justonebyattendee lists that other attendees already hold, by field name. */
  takenOptions?: Readonly<Record<string, readonly string[]>>;
  files: FileMode;
  /** The public form leaves out the fields only the organizers see (visibleByAdmin). */
  publicOnly?: boolean;
  /** Whether a mandatory password must be typed (an edit may keep the current one). */
  passwordRequired?: boolean;
  /** The label of password fields, when it needs a hint (an edit: "leave empty to keep it"). */
  passwordLabel?: (label: string) => string;
}

/** Whether a field takes part in the form at all (conditions aside). */
export function isAskedField(field: AttendeeField, publicOnly: boolean): boolean {
  return !publicOnly || !field.visibleByAdmin || ALWAYS_REQUIRED.includes(field.name);
}

/**
 * One input per field of the event, in order, shown while fields_conditions allow it given the
 * values typed so far: a field appears and disappears as the visitor answers.
 */
export function AttendeePropertyInputs<V extends { properties: Record<string, unknown> }>({
  fields,
  conditions,
  options,
}: {
  fields: readonly AttendeeField[];
  conditions: readonly FieldCondition[];
  options: AttendeeInputsOptions;
}) {
  const { values } = useFormikContext<V>();
  const labels = useDefaultLabels();
  const shown = fields.filter(
    (field) =>
      isAskedField(field, options.publicOnly ?? false) &&
      isFieldVisible(field.name, values.properties, conditions),
  );
  const firstTyped = shown.find((f) => !['tituloseccion', 'boolean'].includes(f.type));
  return (
    <>
      {shown.map((field) => {
        const label = labels.field(field) || field.name;
        const isPassword = field.type === 'password';
        const mandatory = field.mandatory || ALWAYS_REQUIRED.includes(field.name);
        return (
          <div key={field.name} data-testid={`field-${field.name}`}>
            <AttendeeFieldInput
              field={field}
              name={`properties.${field.name}`}
              label={isPassword && options.passwordLabel ? options.passwordLabel(label) : label}
              required={isPassword ? mandatory && (options.passwordRequired ?? true) : mandatory}
              disabled={options.disabled?.includes(field.name) ?? false}
              autoFocus={field === firstTyped && !options.disabled?.includes(field.name)}
              taken={options.takenOptions?.[field.name] ?? []}
              files={options.files}
            />
          </div>
        );
      })}
    </>
  );
}
