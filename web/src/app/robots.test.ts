import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Hosting serves web/public/robots.txt as it is: every line must be a directive a crawler (and
// Lighthouse's robots.txt audit) understands, or a comment.
const robots = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');
const DIRECTIVES = ['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay'];

describe('robots.txt', () => {
  it('has only known directives with valid values', () => {
    for (const raw of robots.split('\n')) {
      const line = raw.replace(/#.*/, '').trim();
      if (line === '') continue;
      const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
      expect(match, `line "${raw}"`).not.toBeNull();
      const [, name = '', value = ''] = match ?? [];
      expect(DIRECTIVES, `directive of "${raw}"`).toContain(name.toLowerCase());
      if (/^(allow|disallow)$/i.test(name)) expect(value, raw).toMatch(/^(\/|\*|$)/);
      if (/^sitemap$/i.test(name)) expect(() => new URL(value), raw).not.toThrow();
    }
  });

  it('lets crawlers reach the public pages and keeps the admin out', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/eventadmin\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/landing/m);
  });
});
