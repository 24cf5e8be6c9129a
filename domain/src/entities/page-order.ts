/*
 * The custom pages' navigation order without yup: the landing reads it in a lazily loaded chunk
 * that carries no schemas. page.ts re-exports it.
 */

/** The landing's navigation order: by `order`, then title. */
export function byPageOrder(
  a: { order: number; title: string },
  b: { order: number; title: string },
): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}
