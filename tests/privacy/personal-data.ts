/** Reading firestore.rules and stored documents for the personal-data exposure suite. */

const ROOT = '/databases/{database}/documents/';

/** Every `match` block of a rules file, nested blocks joined: 'events/{eventId}/staff/{userId}'. */
export function rulesMatchPaths(rules: string): string[] {
  const text = rules.replace(/\/\/[^\n]*/g, '');
  const stack: { path: string; depth: number }[] = [];
  const found: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('match ', i) && /\s/.test(text[i - 1] ?? ' ')) {
      const open = text.indexOf(' {', i);
      const segment = text.slice(i + 'match '.length, open).trim();
      const parent = stack[stack.length - 1]?.path ?? '';
      const path = `${parent}${segment}`;
      stack.push({ path, depth });
      // The root block (/databases/{database}/documents) names no documents itself.
      if (path.startsWith(ROOT)) found.push(path.slice(ROOT.length));
      depth += 1;
      i = open + 1;
      continue;
    }
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') {
      depth -= 1;
      if (stack.length > 0 && stack[stack.length - 1]?.depth === depth) stack.pop();
    }
  }
  return found;
}

/** The most specific rules path matching a document path (fewest wildcards), or null. */
export function matchOf(docPath: string, patterns: readonly string[]): string | null {
  const segments = docPath.split('/');
  let best: { pattern: string; wild: number } | null = null;
  for (const pattern of patterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let wild = 0;
    const ok = parts.every((part, i) => {
      if (part.startsWith('{')) {
        wild += 1;
        return true;
      }
      return part === segments[i];
    });
    if (ok && (!best || wild < best.wild)) best = { pattern, wild };
  }
  return best?.pattern ?? null;
}

/** Field names that hold personal data wherever they appear (the last key of a field path). */
const PERSONAL_KEY =
  /^(?:.*_)?(?:e-?mail|email_address|correo|phone|telefono|tel|celular|mobile|movil|whatsapp|documento|document_number|numero_documento|cedula|dni|passport|pasaporte|address|direccion|birthdate|birth_date|fecha_nacimiento)$/i;
const EMAIL_VALUE = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i;

/**
 * The personal fields of a document as dotted paths (list items as `*`): a key that names
 * personal data, a key the event marks private, or any text that holds an e-mail address.
 */
export function personalFields(data: unknown, privateKeys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, path: string[]) => {
    const key = path[path.length - 1] ?? '';
    if (path.length > 0 && (PERSONAL_KEY.test(key) || privateKeys.has(key))) {
      if (value !== null && value !== undefined && value !== '') found.add(path.join('.'));
      return;
    }
    if (typeof value === 'string') {
      if (EMAIL_VALUE.test(value)) found.add(path.join('.'));
    } else if (Array.isArray(value)) {
      value.forEach((item) => walk(item, [...path, '*']));
    } else if (typeof value === 'object' && value !== null && !('toMillis' in value)) {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(data, []);
  return [...found].sort();
}

/** Whether `field` is allowed by one of `allowed` (exact, or `prefix.*` for everything below). */
export function isAllowed(field: string, allowed: readonly string[]): boolean {
  return allowed.some((a) =>
    a.endsWith('.*') ? field.startsWith(a.slice(0, -1)) || field === a.slice(0, -2) : a === field,
  );
}
