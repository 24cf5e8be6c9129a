import { Field } from '@chakra-ui/react';
import { useValidationMessage } from '../i18n/validation-messages';

/** A field's validation message, from the schema or the API, in the chosen language. */
export function FieldErrorText({ message }: { message: string | undefined }) {
  const translate = useValidationMessage();
  return <Field.ErrorText>{translate(message)}</Field.ErrorText>;
}
