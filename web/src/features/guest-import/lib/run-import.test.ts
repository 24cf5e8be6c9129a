import type { ImportRowResult } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { BatchFailure, runImport } from './run-import';

const ok = (rows: readonly unknown[]): ImportRowResult[] =>
  rows.map((_, index) => ({ index, message: 'OK', status: 'CREATED', _id: `id${index}` }));

describe('runImport', () => {
  it('sends the rows in batches and keeps each answer at its row', async () => {
    const sizes: number[] = [];
    const answers: (ImportRowResult | undefined)[] = [];
    const progress: number[] = [];
    const outcome = await runImport({
      rows: Array.from({ length: 7 }, (_, i) => ({ i })),
      answers,
      batchRows: 3,
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
      send: (rows) => {
        sizes.push(rows.length);
        return Promise.resolve(ok(rows));
      },
    });
    expect(outcome).toEqual({ kind: 'done' });
    expect(sizes).toEqual([3, 3, 1]);
    expect(answers.map((a) => a?.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(progress).toEqual([0, 3, 6, 7]);
  });

  it('retries a batch after a network failure, then resumes without re-sending answered ones', async () => {
    const sent: number[] = [];
    let failures = 5;
    const answers: (ImportRowResult | undefined)[] = [];
    const run = () =>
      runImport({
        rows: [1, 2, 3, 4],
        answers,
        batchRows: 2,
        signal: new AbortController().signal,
        onProgress: () => undefined,
        wait: () => Promise.resolve(),
        send: (rows) => {
          sent.push(rows[0] as number);
          if (rows[0] === 3 && failures-- > 0)
            return Promise.reject(new BatchFailure('Network Error', true));
          return Promise.resolve(ok(rows));
        },
      });
    expect(await run()).toEqual({ kind: 'interrupted', message: 'Network Error' });
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await run()).toEqual({ kind: 'done' });
    // The first batch went once; the second was tried 4 times, then twice more on resume.
    expect(sent.filter((first) => first === 1)).toHaveLength(1);
    expect(answers.filter(Boolean)).toHaveLength(4);
  });

  it('marks every row of a refused batch failed and stops when cancelled', async () => {
    const answers: (ImportRowResult | undefined)[] = [];
    const controller = new AbortController();
    const outcome = await runImport({
      rows: [1, 2, 3, 4],
      answers,
      batchRows: 2,
      signal: controller.signal,
      onProgress: () => undefined,
      send: () => {
        controller.abort();
        return Promise.reject(new BatchFailure('No autorizado', false));
      },
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(answers.filter(Boolean)).toHaveLength(0);
  });
});
