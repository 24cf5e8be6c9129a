import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerAnswer, WorkerRequest } from './protocol';
import { parseSpreadsheet, plainParsed, SpreadsheetError } from './index';

/** A stand-in for the browser's Worker: records what it got and answers as the test says. */
class FakeWorker {
  static last: FakeWorker | null = null;
  static reply: ((request: WorkerRequest, worker: FakeWorker) => void) | null = null;
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: WorkerRequest) {
    queueMicrotask(() => FakeWorker.reply?.(request, this));
  }
  send(data: WorkerAnswer) {
    this.onmessage?.({ data } as MessageEvent<WorkerAnswer>);
  }
  terminate() {
    this.terminated = true;
  }
}

function file(name: string, size = 10): Blob & { name: string } {
  return Object.assign(new Blob([new Uint8Array(size)]), { name });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.code;
    throw error;
  }
  return 'none';
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.last = null;
  FakeWorker.reply = null;
});

describe('parseSpreadsheet', () => {
  it('refuses other extensions and files over the cap before reading them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(await codeOf(parseSpreadsheet(file('invitados.csv')))).toBe('format');
    expect(await codeOf(parseSpreadsheet(file('programa.exe')))).toBe('format');
    expect(await codeOf(parseSpreadsheet(file('grande.xlsx', 2000), { maxBytes: 1000 }))).toBe(
      'too-large',
    );
    expect(FakeWorker.last).toBeNull();
  });

  it('never parses in the page when no Worker exists', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await codeOf(parseSpreadsheet(file('invitados.xlsx')))).toBe('worker');
  });

  it('stops a parse that runs too long and ends its Worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.reply = () => undefined; // a parse that never ends (a crafted file's ReDoS)
    const outcome = codeOf(parseSpreadsheet(file('lento.xlsx'), { timeoutMs: 20 }));
    expect(await outcome).toBe('timeout');
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('reports progress, answers the parsed sheet and ends the Worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.reply = (request, worker) => {
      expect(request.kind).toBe('parse');
      worker.send({ kind: 'progress', done: 1000, total: 2000 });
      worker.send({
        kind: 'parsed',
        result: { sheetName: 'Hoja1', headers: ['email'], rows: [['ana@example.com']] },
      });
    };
    const progress: number[] = [];
    const parsed = await parseSpreadsheet(file('invitados.xlsx'), {
      onProgress: (done) => progress.push(done),
    });
    expect(parsed.rows).toEqual([['ana@example.com']]);
    expect(progress).toEqual([1000]);
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it("passes the Worker's refusal on and can be cancelled", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.reply = (_request, worker) => worker.send({ kind: 'error', code: 'unsafe' });
    expect(await codeOf(parseSpreadsheet(file('raro.xlsx')))).toBe('unsafe');
    FakeWorker.reply = () => undefined;
    const controller = new AbortController();
    const outcome = codeOf(parseSpreadsheet(file('otro.xlsx'), { signal: controller.signal }));
    await vi.waitFor(() => expect(FakeWorker.last).not.toBeNull());
    controller.abort();
    expect(await outcome).toBe('cancelled');
  });
});

describe('plainParsed', () => {
  it('keeps only plain cells in fresh arrays', () => {
    const parsed = plainParsed({
      sheetName: 'Hoja1',
      headers: ['email', 7],
      rows: [['a', 1, true, new Date(0), { evil: true }, undefined]],
    });
    expect(parsed.headers).toEqual(['email', '']);
    expect(parsed.rows[0]).toEqual(['a', 1, true, new Date(0), null, null]);
  });
});
