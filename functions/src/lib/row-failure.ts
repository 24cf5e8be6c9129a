import { ValidationError } from 'yup';
import type { ImportRowResult } from '@aforo/domain';
import { HttpError } from './http-error';
import { validationHttpError } from './validate';

/** A row of a batch that failed on its own; the other rows go on. */
export interface Failure {
  ok: false;
  error: HttpError;
}

/** Request errors and validation errors become the row's answer; anything else is a real fault. */
export function rowFailure(err: unknown): Failure {
  if (err instanceof HttpError) return { ok: false, error: err };
  if (err instanceof ValidationError) return { ok: false, error: validationHttpError(err) };
  throw err;
}

/** One-row routes answer a failed row as the request's own error. */
export function onlyRow<R extends { ok: boolean }>(
  results: readonly (R | Failure)[],
): Exclude<R, Failure> {
  const result = results[0];
  if (!result) throw new HttpError(400, 'Se esperaba un objeto');
  if (!result.ok) throw (result as Failure).error;
  return result as Exclude<R, Failure>;
}

export function failureAnswer(index: number, failure: Failure): ImportRowResult {
  return {
    index,
    status: 'FAILED',
    message: failure.error.message,
    ...(failure.error.errors ? { errors: failure.error.errors } : {}),
  };
}
