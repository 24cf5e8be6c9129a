import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from './content-kinds.js';
import { eventSchema } from './entities/event.js';
import { customPageSchema } from './entities/page.js';
import { richTextPaths, richTextRepair } from './rich-text.js';

const strip = (html: string) => html.replace(/<script>.*?<\/script>/g, '');

describe('richTextPaths', () => {
  it('finds the richText() fields of a schema', () => {
    expect(richTextPaths(customPageSchema)).toEqual([['body']]);
    expect(richTextPaths(eventSchema)).toEqual(
      expect.arrayContaining([['description'], ['registration_message']]),
    );
  });

  it('finds rich text in every content kind that declares some', () => {
    const kinds = Object.entries(CONTENT_KINDS)
      .filter(([, declaration]) => richTextPaths(declaration.schema).length > 0)
      .map(([kind]) => kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['activities', 'speakers', 'news', 'faqs', 'pages', 'menu_sections']),
    );
  });
});

describe('richTextRepair', () => {
  it('answers only the fields the sanitizer changes', () => {
    const stored = { title: '<script>x</script>', body: '<p>a</p><script>x</script>' };
    expect(richTextRepair(customPageSchema, stored, strip)).toEqual({ body: '<p>a</p>' });
    expect(richTextRepair(customPageSchema, { body: '<p>a</p>' }, strip)).toEqual({});
  });
});
