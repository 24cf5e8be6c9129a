import { assertId, fieldErrors, validateBody } from '@aforo/domain';
import { ValidationError, type ISchema, type InferType } from 'yup';
import { HttpError, notFoundError } from './http-error';

/** A path id that could not be a document id names nothing: answer 404, never 500. */
export function validId(id: string | undefined, message: string): string {
  try {
    return assertId(id ?? '');
  } catch {
    throw notFoundError(message);
  }
}

/**
 * Validates a body or query with a shared schema. Unknown top-level keys are refused with a
 * field error (a typo should not be silently dropped); unknown nested keys are stripped by the
 * domain's validateBody, and every field error comes back at once as a 400.
 */
export async function parseInput<S extends ISchema<unknown>>(
  schema: S & { fields: Record<string, unknown> },
  input: unknown,
): Promise<InferType<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HttpError(400, 'Se esperaba un objeto');
  }
  const unknownKeys = Object.keys(input).filter((key) => !Object.hasOwn(schema.fields, key));
  if (unknownKeys.length > 0) {
    throw new HttpError(
      400,
      'Datos no válidos',
      Object.fromEntries(unknownKeys.map((key) => [key, 'Campo no reconocido'])),
    );
  }
  try {
    return await validateBody(schema, input);
  } catch (err) {
    if (err instanceof ValidationError) throw validationHttpError(err);
    throw err;
  }
}

export function validationHttpError(err: ValidationError): HttpError {
  return new HttpError(400, 'Datos no válidos', fieldErrors(err));
}
