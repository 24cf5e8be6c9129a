/** Spec part 3 §5.9: filtering starts at 3 characters. */
export const SEARCH_MIN_LENGTH = 3;

export type SearchResult<T> =
  /** No query: the whole list. */
  | { status: 'all'; items: T[] }
  /** 1-2 characters: the whole list and a hint to type more. */
  | { status: 'too-short'; items: T[] }
  | { status: 'matches'; items: T[] }
  | { status: 'no-results'; items: T[] };

/** Lower case without accents, so 'sala' finds 'Salá' and 'MARÍA' finds 'maria'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * `options.normalized`: textOf already returns normalizeSearchText's result (a caller that keeps
 * it per item, as the door does for 10,000 attendees, saves normalizing them on every search).
 */
export function searchItems<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
  options: { normalized?: boolean } = {},
): SearchResult<T> {
  const needle = normalizeSearchText(query);
  if (needle === '') return { status: 'all', items: [...items] };
  if (needle.length < SEARCH_MIN_LENGTH) return { status: 'too-short', items: [...items] };
  const normalizedOf = options.normalized ? textOf : (item: T) => normalizeSearchText(textOf(item));
  const found = items.filter((item) => normalizedOf(item).includes(needle));
  return found.length > 0
    ? { status: 'matches', items: found }
    : { status: 'no-results', items: [] };
}
