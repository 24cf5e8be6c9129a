import { describe, expect, it } from 'vitest';
import { positionChanges } from './product-order';

describe('positionChanges', () => {
  const stored = [
    { _id: 'a', position: 1 },
    { _id: 'b', position: 2 },
    { _id: 'c', position: 3 },
  ];

  it('saves positions as index + 1, writing only what moved', () => {
    expect(positionChanges(stored, ['b', 'a', 'c'])).toEqual([
      { id: 'b', position: 1 },
      { id: 'a', position: 2 },
    ]);
  });

  it('numbers products never ordered (position 0) and writes nothing for an unchanged order', () => {
    expect(positionChanges(stored, ['a', 'b', 'c'])).toEqual([]);
    expect(
      positionChanges(
        [
          { _id: 'x', position: 0 },
          { _id: 'y', position: 0 },
        ],
        ['y', 'x'],
      ),
    ).toEqual([
      { id: 'y', position: 1 },
      { id: 'x', position: 2 },
    ]);
  });
});
