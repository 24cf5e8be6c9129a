import { describe, expect, it } from 'vitest';
import { sectionRoutes } from './section-routes';

describe('sectionRoutes', () => {
  it('mounts page-mode screens with a splat, skips their pages, keeps the other sub-routes', () => {
    const screens = new Set(['agenda/*', 'agenda/categorias/*', 'agenda/Language']);
    const paths = [
      'agenda',
      'agenda/actividad',
      'agenda/actividad/:id',
      'agenda/categorias',
      'agenda/categorias/categoria',
      'agenda/Language',
    ];
    expect(sectionRoutes(paths, (key) => screens.has(key))).toEqual([
      { path: 'agenda/*', screen: 'agenda/*' },
      { path: 'agenda/categorias/*', screen: 'agenda/categorias/*' },
      { path: 'agenda/Language', screen: 'agenda/Language' },
    ]);
  });

  it('mounts every path of a section without page mode, with or without a screen', () => {
    const screens = new Set(['trivia']);
    expect(sectionRoutes(['trivia', 'trivia/report'], (key) => screens.has(key))).toEqual([
      { path: 'trivia', screen: 'trivia' },
      { path: 'trivia/report', screen: 'trivia/report' },
    ]);
  });
});
