import type { AttendeeField } from '@aforo/domain';
import { Box, Field, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldErrorText } from '../field-error-text';

/**
 * The label, description and error around one registration field. labelPosition (spec part 3
 * §3.2) puts the label above the input ('arriba', the default), left of it or right of it; the
 * label stays tied to the input either way, so screen readers announce it.
 */
export function FieldFrame({
  field,
  label,
  required,
  error,
  disabled = false,
  children,
}: {
  field: Pick<AttendeeField, 'labelPosition' | 'description'>;
  label: string;
  required: boolean;
  error: string | undefined;
  disabled?: boolean;
  children: ReactNode;
}) {
  const position = field.labelPosition ?? 'arriba';
  const labelElement = (
    <Field.Label>
      {label}
      {required ? <Field.RequiredIndicator /> : null}
    </Field.Label>
  );
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      {position === 'arriba' ? (
        <>
          {labelElement}
          {children}
        </>
      ) : (
        <Flex
          direction={position === 'derecha' ? 'row-reverse' : 'row'}
          align="center"
          gap="3"
          w="full"
        >
          <Box flexShrink={0} maxW="40%">
            {labelElement}
          </Box>
          <Box flex="1">{children}</Box>
        </Flex>
      )}
      {field.description ? <Field.HelperText>{field.description}</Field.HelperText> : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}

/** The message Formik shows under a field: only once the visitor has been there. */
export function shownError(meta: { touched: unknown; error?: unknown }): string | undefined {
  if (!meta.touched || meta.error === undefined) return undefined;
  return typeof meta.error === 'string' ? meta.error : String(meta.error);
}
