/*
 * An event's name in its /event/{name} address, without yup: the public landing reads it and its
 * first JS does without the schemas. event.ts re-exports these.
 */

/**
 * The event name a /event/{event_name} slug stands for (part 1 §2.1): a dash is a space and a
 * triple dash a literal dash. In a run of dashes every three make a literal dash; what is left
 * over is one space before them, or one space on each side (the ' - ' that names often contain).
 */
export function eventNameFromSlug(slug: string): string {
  return slug.replace(/-+/g, (run) => {
    const dashes = '-'.repeat(Math.floor(run.length / 3));
    const spaces = run.length % 3;
    if (spaces === 0) return dashes;
    if (dashes === '') return ' '.repeat(spaces);
    return spaces === 1 ? ` ${dashes}` : ` ${dashes} `;
  });
}

/**
 * The slug of an event name, white space collapsed. `eventNameFromSlug` gives the name back unless a
 * dash touches a space on one side only ('a- b' comes back as 'a -b').
 */
export function slugFromEventName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replace(/-/g, '---').replace(/ /g, '-');
}
