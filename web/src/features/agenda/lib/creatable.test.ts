import { describe, expect, it } from 'vitest';
import { withCreated } from './creatable';

describe('withCreated', () => {
  const live = [{ value: 'a', label: { text: 'Sala A' } }];

  it('adds an item just created that the live list does not have yet', () => {
    expect(withCreated(live, [{ value: 'b', label: { text: 'Sala B' } }])).toEqual([
      { value: 'a', label: { text: 'Sala A' } },
      { value: 'b', label: { text: 'Sala B' } },
    ]);
  });

  it('shows it once when the live list catches up', () => {
    expect(withCreated(live, [{ value: 'a', label: { text: 'Sala A' } }])).toEqual(live);
  });

  it('keeps the live list as it is when nothing was created', () => {
    expect(withCreated([], [])).toEqual([]);
    expect(withCreated(live, [])).toEqual(live);
  });
});
