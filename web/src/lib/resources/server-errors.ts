import { fieldErrors } from '@aforo/domain';
import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import * as yup from 'yup';
import { ApiRequestError } from '../api-client';

/**
 * The field errors a failed save carries: an API answer's `errors` or the domain schema's own
 * ValidationError (a direct write checks the same schema). Null when the failure is not about
 * fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (error instanceof ApiRequestError && error.errors && Object.keys(error.errors).length > 0) {
    return error.errors;
  }
  if (yup.ValidationError.isError(error)) return fieldErrors(error);
  return null;
}

/**
 * The one handler for a failed submit (STYLE.md): field errors land on the form's fields; what is
 * not about a field ('_' or no field errors at all) goes to the error modal.
 */
export function handleSubmitError<V>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>,
  showError: (error: unknown) => void,
) {
  const errors = fieldErrorsOf(error);
  if (errors === null) {
    showError(error);
    return;
  }
  const { _: general, ...byField } = errors;
  applyFieldErrors(byField, helpers);
  if (general !== undefined) showError(new ApiRequestError(422, general));
}

/**
 * Puts field errors keyed by path ('properties.email', as the API and the domain name them) on a
 * Formik form. Formik reads errors and touched as nested objects, so flat keys are nested first.
 */
export function applyFieldErrors<V>(
  errors: Record<string, string>,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>,
) {
  let nested: FormikErrors<V> = {};
  let touched: FormikTouched<V> = {};
  for (const [path, message] of Object.entries(errors)) {
    nested = setIn(nested, path, message) as FormikErrors<V>;
    touched = setIn(touched, path, true) as FormikTouched<V>;
  }
  helpers.setErrors(nested);
  void helpers.setTouched(touched, false);
}

/**
 * For forms that say a failure themselves (the engine's forms): field errors land on the fields,
 * and what is not about a field is answered (a general '_' message as an ApiRequestError, or the
 * error itself) for the form to show next to the values it keeps. Null: all on the fields.
 */
export function applySubmitError<V>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>,
): unknown {
  const errors = fieldErrorsOf(error);
  if (errors === null) return error;
  const { _: general, ...byField } = errors;
  applyFieldErrors(byField, helpers);
  return general !== undefined ? new ApiRequestError(422, general) : null;
}

/** Whether a failure is the connection's (the API's 700, Firestore's 'unavailable'). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 700;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'unavailable'
  );
}
