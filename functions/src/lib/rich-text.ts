import { RICH_TEXT_PURIFY_CONFIG, installRichTextSanitizer } from '@aforo/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich text is sanitized when the API stores it, with the allow-list the browser renders with
 * (DOMPurify on both sides, its configuration in @aforo/domain): a stored `<script>`, event
 * handler or `javascript:` link would otherwise wait for the one render path that forgets.
 * Importing this module installs the sanitizer into the domain's `richText()` schemas.
 */
const purify = createDOMPurify(new JSDOM('').window);

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

installRichTextSanitizer(sanitizeHtml);
