/**
 * Organizer-written markup (descriptions, news, FAQs, custom pages, ...): the one allow-list the
 * browser applies when it renders and the API applies when it stores, so a body that a missed
 * render path shows raw still carries no script. DOMPurify runs on both sides (in the browser on
 * the page's DOM, in functions on jsdom); this module holds only its configuration and no DOM,
 * as the domain package loads anywhere.
 */

/** DOMPurify's configuration for rich text: its HTML profile (no SVG, MathML, scripts or frames). */
export const RICH_TEXT_PURIFY_CONFIG = { USE_PROFILES: { html: true } } as const;

export type RichTextSanitizer = (html: string) => string;

let sanitizer: RichTextSanitizer | null = null;

/**
 * Installs the sanitizer that `richText()` schemas apply when they cast a value: the API installs
 * DOMPurify on jsdom as it loads, so every validated body stores sanitized rich text.
 */
export function installRichTextSanitizer(next: RichTextSanitizer): void {
  sanitizer = next;
}

/** The installed sanitizer's output; the text as is where none is installed (forms, tests). */
export function sanitizeRichText(html: string): string {
  return sanitizer ? sanitizer(html) : html;
}

/** Whether a sanitizer is installed (the API checks it at start, so a missing one is loud). */
export function hasRichTextSanitizer(): boolean {
  return sanitizer !== null;
}

/** The mark `richText()` puts on its schemas, so stored rich text can be found from a schema. */
export const RICH_TEXT_META = { richText: true } as const;

interface Described {
  type?: string;
  meta?: unknown;
  fields?: Record<string, Described>;
  innerType?: Described;
}

function describe(schema: unknown): Described | null {
  const fn: unknown = Reflect.get(Object(schema), 'describe');
  if (typeof fn !== 'function') return null;
  try {
    return fn.call(schema) as Described;
  } catch {
    return null; // a lazy schema cannot describe itself without a value
  }
}

function collect(node: Described, prefix: string[], out: string[][]): string[][] {
  const meta = node.meta as { richText?: unknown } | undefined;
  if (node.type === 'string' && meta?.richText === true) out.push(prefix);
  for (const [key, field] of Object.entries(node.fields ?? {}))
    collect(field, [...prefix, key], out);
  if (node.innerType) collect(node.innerType, [...prefix, '*'], out);
  return out;
}

/**
 * Where a schema holds rich text: one path per `richText()` field, `*` standing for every item of
 * a list (['description'], ['itemsMenu', '*', 'markup']). The migration re-sanitizes these.
 */
export function richTextPaths(schema: unknown): string[][] {
  const described = describe(schema);
  return described ? collect(described, [], []) : [];
}

function sanitizeAt(value: unknown, path: readonly string[], clean: RichTextSanitizer): unknown {
  if (path.length === 0) return typeof value === 'string' ? clean(value) : value;
  const [head, ...rest] = path;
  if (head === '*')
    return Array.isArray(value) ? value.map((v) => sanitizeAt(v, rest, clean)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || head === undefined) {
    return value;
  }
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, head)) return value;
  return { ...record, [head]: sanitizeAt(record[head], rest, clean) };
}

/**
 * The top-level fields of a stored document whose rich text `clean` changes, with their cleaned
 * values (an update to apply); empty when the document is already clean.
 */
export function richTextRepair(
  schema: unknown,
  data: Record<string, unknown>,
  clean: RichTextSanitizer,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const path of richTextPaths(schema)) {
    const top = path[0];
    if (top === undefined || !Object.hasOwn(data, top)) continue;
    const before = patch[top] ?? data[top];
    const after = sanitizeAt(before, path.slice(1), clean);
    if (JSON.stringify(after) !== JSON.stringify(data[top])) patch[top] = after;
  }
  return patch;
}
