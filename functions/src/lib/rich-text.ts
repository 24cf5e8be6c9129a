import { createRequire } from 'node:module';
import { RICH_TEXT_PURIFY_CONFIG, installRichTextSanitizer } from '@aforo/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

/**
 * Rich text is sanitized when the API stores it, with the allow-list the browser renders with
 * (DOMPurify on both sides, its configuration in @aforo/domain): a stored `<script>`, event
 * handler or `javascript:` link would otherwise wait for the one render path that forgets.
 * Importing this module installs the sanitizer into the domain's `richText()` schemas.
 *
 * jsdom is required on the first rich text, not with the module: loading it is ~1.2 s of the
 * ~1.3 s an instance takes to load this bundle (measured with `node -e "require('jsdom')"`),
 * and most requests (every read, most writes) never sanitize. The schemas call the sanitizer
 * synchronously, hence a synchronous require.
 */
let purify: DOMPurify | undefined;

function loadPurify(): DOMPurify {
  const { JSDOM } = createRequire(__filename)('jsdom') as typeof Jsdom;
  return createDOMPurify(new JSDOM('').window);
}

export function sanitizeHtml(html: string): string {
  purify ??= loadPurify();
  return purify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

installRichTextSanitizer(sanitizeHtml);
