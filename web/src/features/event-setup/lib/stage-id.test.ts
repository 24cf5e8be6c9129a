import { describe, expect, it } from 'vitest';
import { newStageId } from './stage-id';

describe('newStageId', () => {
  it('numbers the next stage and skips ids still in use', () => {
    expect(newStageId([])).toBe('etapa-1');
    expect(newStageId([{ stage_id: 'etapa-1' }])).toBe('etapa-2');
    // After removing etapa-1, etapa-2 remains: the new one must not take its id.
    expect(newStageId([{ stage_id: 'etapa-2' }])).toBe('etapa-3');
  });
});
