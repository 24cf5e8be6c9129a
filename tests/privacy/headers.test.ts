import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The hosting headers (firebase.json): a Content-Security-Policy whose scripts are the app's own
 * files only, never 'unsafe-inline' (the built app.html has no inline script), and the other
 * headers a browser needs to refuse framing, sniffing and leaking. e2e/csp.spec.ts walks the
 * pages under them; this checks the policy against the page it must allow.
 */

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingHeaders;
const all = config.hosting.headers.find((h) => h.source === '**')?.headers ?? [];
const header = (key: string) => all.find((h) => h.key === key)?.value ?? '';
const directive = (name: string) =>
  header('Content-Security-Policy')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('hosting headers', () => {
  it('sends every page the security headers', () => {
    expect(header('Strict-Transport-Security')).toMatch(/max-age=\d{7,}/);
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Permissions-Policy')).toContain('camera=(self)');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    // Plugins only for the PDFs the app itself builds in the page (the certificate preview shows
    // its blob: in the browser's PDF viewer, which frames it: frame-src allows blob: too); no
    // plugin content from any server.
    expect(directive('object-src')).toBe('object-src blob:');
    expect(directive('frame-src')).toContain('blob:');
  });

  it('runs no script it did not ship: no unsafe-inline or unsafe-eval for scripts', () => {
    const scripts = directive('script-src');
    expect(scripts).toMatch(/^script-src 'self'/);
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
  });

  it.each(['web/index.html', 'web/dist/app.html'].filter((f) => existsSync(f)))(
    '%s has no inline script (the policy would refuse it): scripts are files, data is JSON',
    (file) => {
      const html = readFileSync(file, 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs = '', code = '']) =>
          !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs) && code.trim() !== '',
      );
      expect(inline.map(([tag]) => tag.slice(0, 80))).toEqual([]);
    },
  );
});
