// @vitest-environment jsdom
import { RESERVED_SHORT_PATHS } from '@aforo/domain';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRouter } from './router';

/** The first segment of every fixed path the router declares (dynamic ones and '*' aside). */
function firstSegments(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const first = route.path?.replace(/^\/+/, '').split('/')[0] ?? '';
    const own = first && !first.startsWith(':') && first !== '*' ? [first.toLowerCase()] : [];
    return [...own, ...firstSegments(route.children ?? [])];
  });
}

describe('short paths and the router', () => {
  it('reserves the first segment of every route, so no event can take one over', () => {
    const segments = firstSegments(appRouter().routes);
    expect(segments).toContain('landing');
    expect(segments).toContain('eventadmin');
    expect(segments.filter((s) => !RESERVED_SHORT_PATHS.includes(s))).toEqual([]);
  });
});
