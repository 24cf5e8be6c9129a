import { assertId, fieldErrors, validateBody, withoutProtoKeys } from '@aforo/domain';
import { ValidationError, type ISchema, type InferType, type Lazy } from 'yup';
import { HttpError, notFoundError } from './http-error';

type ObjectSchema<S> = S & { fields: Record<string, unknown> };

export function isDocumentId(id: string): boolean {
  try {
    assertId(id);
    return true;
  } catch {
    return false;
  }
}

/** A path id that could not be a document id names nothing: answer 404, never 500. */
export function validId(id: string | string[] | undefined, message: string): string {
  try {
    return assertId(typeof id === 'string' ? id : '');
  } catch {
    throw notFoundError(message);
  }
}

/** Bodies and queries are JSON objects: anything else is refused before any schema runs. */
export function assertObject(input: unknown): asserts input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HttpError(400, 'Se esperaba un objeto');
  }
}

/** Unknown top-level keys are refused with a field error: a typo should not be silently dropped. */
export function assertKnownKeys(fields: Record<string, unknown>, input: Record<string, unknown>) {
  const unknownKeys = Object.keys(input).filter((key) => !Object.hasOwn(fields, key));
  if (unknownKeys.length > 0) {
    throw new HttpError(
      400,
      'Datos no válidos',
      Object.fromEntries(unknownKeys.map((key) => [key, 'Campo no reconocido'])),
    );
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Objects and arrays where a schema wants text. The domain's text schemas trim and lower-case
 * before they check the type, and yup then throws a TypeError (a 500) instead of a field error:
 * this finds them first and answers them as field errors.
 */
function textMismatches(
  schema: unknown,
  value: unknown,
  path: string,
  errors: Record<string, string>,
): Record<string, string> {
  if (value === null || value === undefined) return errors;
  const lazy = Reflect.get(Object(schema), 'type') === 'lazy';
  const resolved: unknown = lazy ? (schema as Lazy<unknown>).resolve({ value }) : schema;
  const type: unknown = Reflect.get(Object(resolved), 'type');
  if (type === 'string' && typeof value === 'object') {
    errors[path || '_'] ??= 'Debe ser texto';
  } else if (type === 'object' && isPlainObject(value)) {
    const fields: unknown = Reflect.get(Object(resolved), 'fields');
    for (const [key, field] of Object.entries(isPlainObject(fields) ? fields : {})) {
      textMismatches(field, value[key], path ? `${path}.${key}` : key, errors);
    }
  } else if (type === 'array' && Array.isArray(value)) {
    const inner: unknown = Reflect.get(Object(resolved), 'innerType');
    value.forEach((item, i) => textMismatches(inner, item, `${path}[${i}]`, errors));
  }
  return errors;
}

/** No schema nests this deep; a body that does is refused before anything walks it recursively. */
const MAX_DEPTH = 32;

function tooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth > MAX_DEPTH) return true;
    if (typeof node === 'object' && node !== null) {
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Validates a whole value (a merge, a stored document after a change); field errors are a 400. */
export async function validateValue<S extends ISchema<unknown>>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (tooDeep(input)) throw new HttpError(400, 'Los datos están demasiado anidados');
  const mismatches = textMismatches(schema, withoutProtoKeys(input), '', {});
  if (Object.keys(mismatches).length > 0) throw new HttpError(400, 'Datos no válidos', mismatches);
  try {
    return await validateBody(schema, input, context);
  } catch (err) {
    if (err instanceof ValidationError) throw validationHttpError(err);
    throw err;
  }
}

/**
 * Validates a body or query with a shared schema. Unknown top-level keys are refused; unknown
 * nested keys are stripped by the domain's validateBody, and every field error comes back at once
 * as a 400.
 */
export async function parseInput<S extends ISchema<unknown>>(
  schema: ObjectSchema<S>,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  assertObject(input);
  assertKnownKeys(schema.fields, input);
  return validateValue(schema, input, context);
}

/**
 * A PUT body is partial and schemas fill defaults: the body's keys are checked, then the stored
 * document's schema fields with the body laid over them are validated as a whole, so a partial
 * edit can neither reset a stored field to its default nor leave the document invalid.
 */
export async function parseUpdate<S extends ISchema<unknown>>(
  schema: ObjectSchema<S>,
  stored: object,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  assertObject(body);
  assertKnownKeys(schema.fields, body);
  const base = Object.fromEntries(
    Object.entries(stored).filter(([key]) => Object.hasOwn(schema.fields, key)),
  );
  return validateValue(schema, { ...base, ...body }, context);
}

export function validationHttpError(err: ValidationError): HttpError {
  return new HttpError(400, 'Datos no válidos', fieldErrors(err));
}

/** The same 400 as a schema failure, for a rule a schema cannot see (a clash with stored data). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, 'Datos no válidos', { [field]: message });
}
