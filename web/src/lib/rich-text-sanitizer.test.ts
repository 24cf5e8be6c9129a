// @vitest-environment jsdom
import { companySchema, customPageSchema, validateBody } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text-sanitizer';

const HOSTILE =
  '<p>Hola</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">enlace</a><iframe src="https://evil.test"></iframe>';

function expectHarmless(html: string) {
  expect(html).toContain('<p>Hola</p>');
  expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
}

describe('the browser write path sanitizes rich text (direct Firestore writes)', () => {
  it('sanitizes with the shared allow-list', () => {
    expectHarmless(sanitizeHtml(HOSTILE));
  });

  it('validateBody stores a custom page body without its script, as the API would', async () => {
    const page = await validateBody(customPageSchema, {
      title: 'Información',
      slug: 'informacion',
      body: HOSTILE,
    });
    expectHarmless(page.body);
  });

  it('covers the other directly written kinds too, e.g. a company description', () => {
    const { description } = companySchema.pick(['description']).cast({ description: HOSTILE });
    expectHarmless(String(description));
  });
});
