/**
 * sheetjs-style 0.15.8 assigns four undeclared globals in its style writer (xlsx.js: QUOTE,
 * _hashIndex, _listIndex, style_builder). Sloppy CommonJS allows it, but the Worker runs it as an
 * ES module, which is strict code: the first assignment throws "QUOTE is not defined" and the
 * library never loads. Declaring them on the Worker's global first makes those assignments
 * legal. Imported before the library by every module of this folder that loads it.
 */
const scope = globalThis as Record<string, unknown>;
for (const name of ['QUOTE', '_hashIndex', '_listIndex', 'style_builder']) {
  if (!(name in scope)) scope[name] = undefined;
}

export {};
