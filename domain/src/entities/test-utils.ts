import type * as yup from 'yup';
import { VALIDATE_OPTIONS } from './common.js';

/** One megabyte of text: every string field must refuse it. */
export const ONE_MB = 'x'.repeat(1_000_000);

/** Every validation message for `value` (empty when valid), as the API would validate it. */
export async function errorsOf(
  schema: yup.ISchema<unknown>,
  value: unknown,
  context?: Record<string, unknown>,
): Promise<string[]> {
  try {
    await schema.validate(value, { ...VALIDATE_OPTIONS, context });
    return [];
  } catch (error) {
    if (error instanceof Error && 'errors' in error && Array.isArray(error.errors)) {
      return error.errors.map(String);
    }
    throw error;
  }
}
