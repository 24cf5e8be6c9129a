/**
 * The spreadsheet Worker: builds and parses workbooks off the page's thread (a 10,000-row file
 * would freeze the page for seconds) and in a realm of its own, so a crafted workbook that
 * pollutes prototypes pollutes only this Worker, which the page ends after every job.
 */
import { buildWorkbook } from './build';
import { isSpreadsheetErrorCode, SpreadsheetError } from './errors';
import { parseWorkbook } from './parse';
import type { WorkerAnswer, WorkerRequest } from './protocol';

/** The Worker's global scope, as far as this file uses it (the web app's types are the DOM's). */
const scope = self as unknown as {
  postMessage(message: WorkerAnswer, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

function answer(message: WorkerAnswer, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'build') {
      const bytes = buildWorkbook(request.spec).buffer;
      answer({ kind: 'built', bytes }, [bytes]);
      return;
    }
    const result = parseWorkbook(new Uint8Array(request.bytes), {
      maxRows: request.maxRows,
      onProgress: (done, total) => answer({ kind: 'progress', done, total }),
    });
    answer({ kind: 'parsed', result });
  } catch (error) {
    const code = error instanceof SpreadsheetError ? error.code : 'format';
    answer({ kind: 'error', code: isSpreadsheetErrorCode(code) ? code : 'format' });
  }
};
