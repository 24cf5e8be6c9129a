/**
 * Rich text (HTML typed by organizers) turned into plain paragraphs, for mails and certificates:
 * the result is text, so whatever markup it had cannot run anywhere it is shown once escaped.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Paragraphs of an HTML fragment: block ends and <br> break lines, other tags are dropped. */
export function richTextToParagraphs(html: string): string[] {
  const withBreaks = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n');
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Replaces [scope.key] placeholders ([user.names], [event.name]) with their values; unknown ones go. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(
    /\[([a-z]+)\.([A-Za-z0-9_]+)\]/g,
    (_whole, scope: string, key: string) => values[`${scope}.${key}`] ?? '',
  );
}

/** Placeholder values from an attendee's properties and the event's public fields. */
export function placeholderValues(
  user: Readonly<Record<string, unknown>>,
  event: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const put = (scope: string, source: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        values[`${scope}.${key}`] = String(value);
      } else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
        values[`${scope}.${key}`] = value.join(', ');
      }
    }
  };
  put('user', user);
  put('event', event);
  return values;
}

/** Text safe inside an HTML element or attribute value (mails, share previews). */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
