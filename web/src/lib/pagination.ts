/** Spec part 3 §9: lists page 15 rows by default; the control alone falls back to 10. */
export const LIST_PAGE_SIZE = 15;
export const DEFAULT_PAGE_SIZE = 10;
/** At most this many page numbers are offered at once. */
export const PAGE_WINDOW = 10;

export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** The current page kept inside 1..pages, so a shrinking list never shows an empty page. */
export function clampPage(page: number, pages: number): number {
  if (pages <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

/**
 * The page numbers to offer: every page when there are few, otherwise a run of `size` that keeps
 * the current page near its middle and never runs past the first or last page.
 */
export function pageWindow(current: number, pages: number, size: number = PAGE_WINDOW): number[] {
  if (pages <= 0) return [];
  const width = Math.min(size, pages);
  const page = clampPage(current, pages);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), pages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}
