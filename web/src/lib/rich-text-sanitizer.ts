import { RICH_TEXT_PURIFY_CONFIG, installRichTextSanitizer } from '@aforo/domain';
import DOMPurify from 'dompurify';

/**
 * The browser's half of "rich text is sanitized on write": some admin screens write straight to
 * Firestore (content kinds, companies, the bidding message), past the API's sanitizer, and the
 * rules cannot parse HTML. Importing this module installs DOMPurify, with the allow-list the API
 * and every render use, into the domain's `richText()` schemas, so the `validateBody` those write
 * paths call stores the sanitized markup. A client that skips the app can still write raw HTML;
 * every render path sanitizes too (components/rich-text.tsx).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

installRichTextSanitizer(sanitizeHtml);
