// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReorder } from './reorder';

interface Row {
  id: string;
  label: string;
}
const row = (id: string, label = id.toUpperCase()): Row => ({ id, label });
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

function renderReorder(base: Row[]) {
  return renderHook(({ list }) => useReorder(list, (r) => r.id), {
    initialProps: { list: base },
  });
}

describe('useReorder', () => {
  it('follows the stored list while nothing was moved', () => {
    const { result, rerender } = renderReorder([row('a'), row('b')]);
    expect(result.current.dirty).toBe(false);
    rerender({ list: [row('b'), row('a'), row('c')] });
    expect(ids(result.current.items)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the moved order, marked unsaved, until reset', () => {
    const { result } = renderReorder([row('a'), row('b'), row('c')]);
    act(() => result.current.move(2, 0));
    expect(ids(result.current.items)).toEqual(['c', 'a', 'b']);
    expect(result.current.dirty).toBe(true);
    act(() => result.current.reset());
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    expect(result.current.dirty).toBe(false);
  });

  it('a row added meanwhile goes after the moved ones; a removed one leaves', () => {
    const { result, rerender } = renderReorder([row('a'), row('b'), row('c')]);
    act(() => result.current.move(0, 2));
    rerender({ list: [row('a'), row('c'), row('d')] });
    expect(ids(result.current.items)).toEqual(['c', 'a', 'd']);
  });

  it('shows the stored version of a moved row that changed meanwhile (a rename)', () => {
    const { result, rerender } = renderReorder([row('a'), row('b')]);
    act(() => result.current.move(1, 0));
    rerender({ list: [row('a'), row('b', 'Nuevo nombre')] });
    expect(result.current.items.map((r) => r.label)).toEqual(['Nuevo nombre', 'A']);
  });

  it('offers drag handlers only on rows that may move', () => {
    const { result } = renderReorder([row('a'), row('b')]);
    expect(result.current.rowProps(0)).toMatchObject({ draggable: true });
    expect(result.current.rowProps(1, false)).toEqual({});
  });
});
