import { describe, expect, it } from 'vitest';
import { answerSchema } from './survey-result.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('answerSchema', () => {
  it('accepts a text or a list of choices', async () => {
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: 'Bogotá' })).toEqual([]);
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: ['a', 'b'] })).toEqual([]);
  });

  it('refuses empty and oversized answers', async () => {
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: '' })).toEqual([
      'Seleccione una respuesta',
    ]);
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: [] })).toEqual([
      'Seleccione una respuesta',
    ]);
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(answerSchema, { question_id: 'q1', response: [ONE_MB] })).not.toEqual([]);
    expect(await errorsOf(answerSchema, { question_id: '../x', response: 'a' })).not.toEqual([]);
  });
});
