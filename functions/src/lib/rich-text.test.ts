import { customPageSchema, faqSchema, validateBody } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text';

const HOSTILE =
  '<p onclick="steal()">Hola <b>mundo</b></p><script>alert(1)</script>' +
  '<iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">enlace</a>' +
  '<img src="x.png" onerror="alert(1)">';

function assertClean(html: string) {
  expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:/i);
  expect(html).toContain('<b>mundo</b>');
}

describe('rich text sanitized on write', () => {
  it('drops scripts, frames, handlers and javascript: links, keeps the formatting', () => {
    assertClean(sanitizeHtml(HOSTILE));
    expect(sanitizeHtml('<p>Texto <a href="https://aforo.test">seguro</a></p>')).toBe(
      '<p>Texto <a href="https://aforo.test">seguro</a></p>',
    );
  });

  it('applies to every richText() field when the API validates a body', async () => {
    const page = await validateBody(customPageSchema, {
      title: 'Página',
      slug: 'pagina',
      body: HOSTILE,
    });
    assertClean(page.body);
    const faq = await validateBody(faqSchema, { title: 'Pregunta', content: HOSTILE });
    assertClean(faq.content);
  });
});
