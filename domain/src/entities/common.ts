/**
 * Building blocks shared by every entity schema.
 *
 * Unknown fields: the schemas are plain `yup.object`s, none uses `.noUnknown()`. Every body that
 * comes from the network is validated with `stripUnknown` (`validateBody` does it): a field the
 * schema does not name is dropped at every depth, never stored. An API may refuse unknown top-level
 * keys on top of that, but it must still strip, or extras nested in styles, itemsMenu, properties
 * and the like would reach Firestore. Plain schemas also serve as Formik's validationSchema, where
 * an edit form's values still carry the stored _id and timestamps. Server-set fields (_id, event_id
 * from the path, timestamps, check-in state, statuses) are left out of the input schemas on purpose,
 * so stripping is what stops a client from writing them.
 *
 * Every string has a `.max()` and every list a bound, so an oversized body fails validation
 * instead of reaching Firestore.
 */
// First: yup's English defaults are replaced before any schema is built.
import './yup-locale.js';
import * as yup from 'yup';
import { RICH_TEXT_META, sanitizeRichText } from '../rich-text.js';
import { isId } from '../paths.js';
import { isDateText, isDateTimeText } from './date-text.js';
import { MESSAGES } from './messages.js';

export const LIMITS = {
  name: 200,
  text: 2_000,
  longText: 10_000,
  email: 254,
  url: 2_000,
  /** Raw HTML of a rich-text field, markup included; the visible text has its own limit. */
  richTextMarkup: 200_000,
  list: 500,
} as const;

export { MESSAGES };

export const VALIDATE_OPTIONS = { stripUnknown: true, abortEarly: false } as const;

/**
 * A copy of a parsed JSON body without own `__proto__` keys: JSON.parse creates them, and yup
 * 1.7 throws a TypeError (not a ValidationError) on meeting one.
 */
export function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') copy[key] = withoutProtoKeys(item);
  }
  return copy;
}

/** Validates (and casts) a network body; unknown fields are dropped, see the note on top. */
export function validateBody<S extends yup.ISchema<unknown>>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<yup.InferType<S>> {
  return schema.validate(withoutProtoKeys(body), { ...VALIDATE_OPTIONS, context }) as Promise<
    yup.InferType<S>
  >;
}

/**
 * `{field path: first message}` for the API's `errors` and for Formik (ARCHITECTURE.md §4); an
 * error about the whole body has the key '_'.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!yup.ValidationError.isError(error)) return {};
  const errors: Record<string, string> = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const path = leaf.path || '_';
    errors[path] ??= leaf.message;
  }
  return errors;
}

/** A trimmed string of at most `max` characters. */
export function text(max: number = LIMITS.name) {
  return yup.string().trim().max(max, MESSAGES.tooLong(max));
}

/** Visible length of rich text: tags removed, each HTML entity counted as one character. */
export function plainTextLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, '_').length;
}

/**
 * Rich text (HTML): `max` counts the visible characters, the markup has a generous cap. Casting
 * sanitizes it with the installed sanitizer (rich-text.ts): the API stores only the allow-list.
 */
export function richText(max: number = LIMITS.text) {
  return yup
    .string()
    .meta(RICH_TEXT_META)
    .transform((value: unknown) => (typeof value === 'string' ? sanitizeRichText(value) : value))
    .max(LIMITS.richTextMarkup, MESSAGES.tooLong(max))
    .test('rich-text-length', MESSAGES.tooLong(max), (v) => v == null || plainTextLength(v) <= max);
}

/** A document id: the same alphabet and length `paths.ts` accepts as a path segment. */
export function idString(message: string = MESSAGES.id) {
  return yup.string().test('id', message, (v) => v == null || isId(v));
}

export function idList(max: number = LIMITS.list) {
  return yup
    .array(idString().required())
    .max(max, MESSAGES.tooMany(max))
    .test('unique-ids', MESSAGES.repeatedItems, (v) => v == null || hasUniqueValues(v))
    .default([]);
}

const anyUrl = yup.string().url();

export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && anyUrl.isValidSync(value);
}

/** An http(s) URL; the empty string passes (an optional field left blank). */
export function url(message: string = MESSAGES.url, max: number = LIMITS.url) {
  return yup
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .test('url', message, (v) => v == null || v === '' || v.length > max || isHttpUrl(v));
}

/** An e-mail address, lower-cased (spec part 3 §5.2). */
export function email(message: string = MESSAGES.email, max: number = LIMITS.email) {
  return yup.string().trim().lowercase().max(max, MESSAGES.tooLong(max)).email(message);
}

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function hexColor(defaultColor: string) {
  return yup.string().trim().matches(HEX_COLOR, MESSAGES.color).default(defaultColor);
}

export {
  DATE_TEXT,
  DATE_TIME_TEXT,
  compareDateTimeText,
  isDateText,
  isDateTimeText,
} from './date-text.js';

export function dateText(message: string = MESSAGES.date) {
  return yup
    .string()
    .trim()
    .test('date-text', message, (v) => v == null || isDateText(v));
}

export function dateTimeText(message: string = MESSAGES.date) {
  return yup
    .string()
    .trim()
    .test('date-time-text', message, (v) => v == null || isDateTimeText(v));
}

export function hasUniqueValues(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

/** A single form value: bounded text, a finite number or a boolean. */
export type ScalarValue = string | number | boolean;

export function isScalarValue(value: unknown, maxLength: number = LIMITS.longText): boolean {
  if (typeof value === 'string') return value.length <= maxLength;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

export function scalarValue(maxLength: number = LIMITS.longText) {
  return yup
    .mixed<ScalarValue>((v): v is ScalarValue => isScalarValue(v, Infinity))
    .test(
      'scalar-length',
      MESSAGES.tooLong(maxLength),
      (v) => v == null || isScalarValue(v, maxLength),
    );
}

/** A Firestore timestamp as both SDKs (web and admin) read it, without importing either. */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

/** Server-set fields of a stored document. */
export interface Timestamps {
  created_at: TimestampLike;
  updated_at: TimestampLike;
}
