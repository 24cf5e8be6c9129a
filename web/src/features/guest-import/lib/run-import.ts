import type { ImportRowResult } from '@aforo/domain';

/**
 * The import's sending loop (spec part 3 §2.10): rows go in batches through the
 * batched endpoint, one batch in flight, each row answering on its own. The endpoint is
 * idempotent by e-mail, so a batch sent twice (a retry after a network failure, a resume after
 * a cancel) updates what the first send created and never duplicates it.
 */

/**
 * 100 rows a request: each must answer within the hosting rewrite's 60 s, and on the project's
 * loaded CI machine a 250-row batch did not (a 504; the retry then succeeded, but the user waited
 * a minute for it). Smaller batches also move the progress bar more often.
 */
export const IMPORT_BATCH_ROWS = 100;
const RETRIES = 3;

/** A batch request that failed as a whole: `retry` for network and server failures. */
export class BatchFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'BatchFailure';
  }
}

export interface ImportRunOptions {
  rows: readonly unknown[];
  /** Answers of the rows already sent, by row index (a resume skips every answered batch). */
  answers: (ImportRowResult | undefined)[];
  send: (rows: readonly unknown[], signal: AbortSignal) => Promise<ImportRowResult[]>;
  signal: AbortSignal;
  onProgress: (answered: number, total: number) => void;
  /** Waits before a retry; injectable so tests do not sleep. */
  wait?: (ms: number) => Promise<void>;
  batchRows?: number;
}

export type ImportRunOutcome =
  | { kind: 'done' }
  | { kind: 'cancelled' }
  /** Network or server failure past the retries: Reanudar continues where it stopped. */
  | { kind: 'interrupted'; message: string };

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runImport(options: ImportRunOptions): Promise<ImportRunOutcome> {
  const { rows, answers, send, signal, onProgress } = options;
  const size = options.batchRows ?? IMPORT_BATCH_ROWS;
  const wait = options.wait ?? defaultWait;
  const answered = () => answers.filter((answer) => answer !== undefined).length;
  onProgress(answered(), rows.length);
  for (let start = 0; start < rows.length; start += size) {
    const end = Math.min(start + size, rows.length);
    let answeredBefore = true;
    for (let i = start; i < end; i += 1) answeredBefore &&= answers[i] !== undefined;
    if (answeredBefore) continue;
    for (let attempt = 0; ; attempt += 1) {
      if (signal.aborted) return { kind: 'cancelled' };
      try {
        const results = await send(rows.slice(start, end), signal);
        results.forEach((result) => {
          if (result.index >= 0 && result.index < end - start) {
            answers[start + result.index] = { ...result, index: start + result.index };
          }
        });
        break;
      } catch (error) {
        if (signal.aborted) return { kind: 'cancelled' };
        const failure =
          error instanceof BatchFailure ? error : new BatchFailure(String(error), true);
        if (!failure.retry) {
          // The batch as a whole was refused (no permission, a malformed body): each row says so.
          for (let i = start; i < end; i += 1) {
            answers[i] = { index: i, status: 'FAILED', message: failure.message };
          }
          break;
        }
        if (attempt >= RETRIES) return { kind: 'interrupted', message: failure.message };
        await wait(500 * 2 ** attempt);
      }
    }
    onProgress(answered(), rows.length);
  }
  return { kind: 'done' };
}
