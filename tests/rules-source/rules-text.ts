/** Reading rules files as text, for the suites that check them without an emulator. */

/** The text between the braces that open after `start`. */
export function block(text: string, start: string): string {
  const at = text.indexOf(start);
  if (at < 0) throw new Error(`not found in the rules: ${start}`);
  const open = text.indexOf('{', at + start.length - 1);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced braces after ${start}`);
}
