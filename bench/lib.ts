/** What every benchmark reports: one figure per measured quantity. */
export interface Figure {
  bench: string;
  name: string;
  /** The measured value; null when the benchmark could not measure it (see note). */
  value: number | string | boolean | null;
  unit: string;
  /** The goal as text ("≥ 20×", "< 1.5 s", "0"), or "" when the figure is informative only. */
  goal: string;
  /** Whether the goal is met; null without a goal or without a value. */
  met: boolean | null;
  /** Against the baseline measured in the same run, when there is one. */
  ratio?: number;
  note?: string;
  /** The state the benchmark started from (set by bench/run.ts for its group). */
  state?: string;
}

type Goal = { text: string; test: (value: number) => boolean } | null;

export const goals = {
  atLeast: (n: number, text = `≥ ${n}`): Goal => ({ text, test: (v) => v >= n }),
  below: (n: number, text = `< ${n}`): Goal => ({ text, test: (v) => v < n }),
  atMost: (n: number, text = `≤ ${n}`): Goal => ({ text, test: (v) => v <= n }),
  zero: (): Goal => ({ text: '0', test: (v) => v === 0 }),
};

export function figure(
  bench: string,
  name: string,
  value: number | null,
  unit: string,
  goal: Goal = null,
  extra: { ratio?: number; note?: string } = {},
): Figure {
  return {
    bench,
    name,
    value: value === null ? null : round(value),
    unit,
    goal: goal?.text ?? '',
    met: goal && value !== null ? goal.test(value) : null,
    ...extra,
  };
}

export function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? null;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function progress(bench: string, line: string) {
  console.log(`[bench:${bench}] ${line}`);
}

/** Runs `work` with at most `limit` of them in flight. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
}

export async function idToken(authHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A figure whose goal could not be judged met because it was not measured in time. */
export function unmet(
  bench: string,
  name: string,
  unit: string,
  goal: string,
  note: string,
): Figure {
  return { bench, name, value: null, unit, goal, met: false, note };
}

/** Resolves to `fallback` after `ms` if `work` has not settled by then. */
export async function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((done) => (timer = setTimeout(() => done(fallback), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The Markdown table bench/run.ts prints and the READMEs keep. */
export function table(figures: readonly Figure[]): string {
  const fmt = (f: Figure) => (f.value === null ? 'n/a' : `${String(f.value)} ${f.unit}`.trim());
  const met = (f: Figure) => (f.met === null ? '' : f.met ? 'yes' : 'NO');
  const rows = figures.map((f) => [
    f.bench,
    f.name,
    fmt(f),
    f.goal,
    met(f),
    f.ratio === undefined ? '' : `${f.ratio.toFixed(1)}×`,
    f.state ?? '',
    f.note ?? '',
  ]);
  const header = ['bench', 'figure', 'value', 'goal', 'met', 'ratio', 'state', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
