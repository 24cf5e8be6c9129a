import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, pageWindow } from './pagination';

describe('pageCount', () => {
  it('rounds up and is zero for an empty list', () => {
    expect(pageCount(0, 15)).toBe(0);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });

  it('uses 10 per page when no size is given', () => {
    expect(pageCount(21)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('offers every page when there are ten or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('offers ten pages around the current one when there are more', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(28, 30)).toHaveLength(10);
    expect(pageWindow(28, 30).at(-1)).toBe(30);
  });

  it('is empty without pages and clamps a page out of range', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 32 }, (_, i) => i + 1);

  it('slices one page', () => {
    expect(pageItems(items, 1, 15)).toEqual(items.slice(0, 15));
    expect(pageItems(items, 3, 15)).toEqual([31, 32]);
  });

  it('shows the last page when the page is past the end', () => {
    expect(pageItems(items, 9, 15)).toEqual([31, 32]);
  });
});
