import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { PLATFORM_PAGES } from './content';
import { PLATFORM_PAGE_NAMES } from './names';

describe('the shipped platform pages', () => {
  it.each(PLATFORM_PAGE_NAMES)('%s has real text in every language, alike in shape', (page) => {
    const [es, en, pt] = LOCALES.map((locale) => PLATFORM_PAGES[page][locale]);
    for (const content of [es, en, pt]) {
      expect(content?.title.trim()).toBeTruthy();
      expect(content?.intro.length).toBeGreaterThan(40);
      expect(content?.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of content?.sections ?? []) {
        expect(section.heading.trim()).toBeTruthy();
        expect(section.paragraphs.join(' ').length).toBeGreaterThan(60);
      }
    }
    // The translations are translations: same sections, different words.
    expect(en?.sections).toHaveLength(es?.sections.length ?? 0);
    expect(pt?.sections).toHaveLength(es?.sections.length ?? 0);
    expect(new Set([es?.title, en?.title]).size).toBe(2);
  });

  it('names the data-protection basics in the privacy notice', () => {
    for (const locale of LOCALES) {
      const text = JSON.stringify(PLATFORM_PAGES.privacy[locale]);
      expect(text, locale).toMatch(/1581/);
      expect(text, locale).toMatch(/Superintendencia de Industria y Comercio/);
    }
  });
});
