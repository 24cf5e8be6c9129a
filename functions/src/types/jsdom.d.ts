// jsdom ships no types; the API uses only a window to run DOMPurify on (lib/rich-text.ts, which
// requires it on first use).
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
