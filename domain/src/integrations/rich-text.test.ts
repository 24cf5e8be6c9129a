import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders, placeholderValues, richTextToParagraphs } from './rich-text';

describe('richTextToParagraphs', () => {
  it('keeps the text and the paragraph breaks, drops markup and scripts', () => {
    expect(
      richTextToParagraphs(
        '<p>Hola <b>mundo</b></p><script>alert(1)</script><p>a&amp;b &lt;i&gt;</p>line<br>two',
      ),
    ).toEqual(['Hola mundo', 'a&b <i>', 'line', 'two']);
  });
});

describe('fillPlaceholders', () => {
  it('fills user and event values and drops unknown ones', () => {
    const values = placeholderValues(
      { names: 'Ana Gómez', tags: ['a', 'b'] },
      { name: 'Congreso' },
    );
    expect(
      fillPlaceholders('[user.names] asistió a [event.name] [user.tags] [user.nope]', values),
    ).toBe('Ana Gómez asistió a Congreso a, b ');
  });
});

describe('escapeHtml', () => {
  it('leaves no markup or attribute break in the text', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('is safe on an entity no code point answers (the share preview reads stored descriptions)', () => {
    expect(richTextToParagraphs('<p>Gran &#99999999; evento &#x110000;</p>')).toEqual([
      'Gran evento',
    ]);
  });
});
