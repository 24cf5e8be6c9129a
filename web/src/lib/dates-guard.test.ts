/*
 * Every date on a screen goes through the shared formatters (lib/dates.ts, lib/text-dates.ts):
 * the reader's language, the event's zone, the zone named where it differs. This scans the web
 * sources for the ways a date used to reach the screen without them.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The formatters' own modules: the only places that may format a date by hand. */
const FORMATTER_MODULES = new Set(['lib/dates.ts', 'lib/text-dates.ts']); // domain/ holds the formatters themselves

/** Fields that hold a date (spec names): shown raw, they are the "2027-03-15 09:00" of old. */
const DATE_FIELDS = new Set([
  'datetime_from',
  'datetime_to',
  'datetime_start',
  'datetime_end',
  'date_start',
  'date_end',
  'timestamp_start',
  'timestamp_end',
  'hour_start',
  'hour_end',
  'checkedin_at',
  'checked_at',
  'created_at',
  'updated_at',
  'registerDate',
  'sortByDateAndTime',
]);

/** Luxon formats that write a stored or machine text (the spec's 'YYYY-MM-DD HH:mm', inputs). */
const MACHINE_FORMAT = /^(yyyy-MM-dd|HH:mm$|Z$)/;
/** Constants that name such a format (CHECKIN_FORMAT: the spec's 'YYYY-MM-DD HH:mm:ss'). */
const MACHINE_CONSTANT = /^(CHECKIN|INPUT|STORED(_DATE)?|TEXT)_FORMAT$/;

/** The shared formatters (lib/text-dates.ts) and the check-in screens' name for one of them. */
const FORMATTERS = new Set([
  'formatDate',
  'formatTime',
  'formatDateTime',
  'formatTimeRange',
  'formatDateTimeRange',
  'formatDateRange',
  'formatDayHeading',
  'formatDisplayDate',
]);

/** A call of a shared formatter: formatDate(…). */
function isFormatterCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  return FORMATTERS.has(name);
}

/** A helper named as a date formatter (formatNewsDate, dayTitle…) that uses none of them. */
const DATE_HELPER_NAME = /^(format\w*(Date|Time|Day)\w*|day(Title|Of)|hourOf|when)$/;

function wrapped(node: ts.Node, stop: ts.Node): boolean {
  for (let at = node.parent; at && at !== stop; at = at.parent) {
    if (isFormatterCall(at)) return true;
  }
  return false;
}

/** Methods that keep a date text a (shorter) date text: `.slice(11)` is still a raw time. */
const TEXT_KEEPING = new Set(['slice', 'substring', 'substr', 'replace', 'trim']);

/**
 * Whether the value of `node` itself ends up in `root`'s output: through parentheses, `!`, the
 * branches of `?:`, `??` and `||`, and text-keeping methods. A date compared, sorted or tested
 * (`a.datetime_start < b`, `.localeCompare`, the condition of `?:`) shows nothing.
 */
function flowsOut(node: ts.Node, root: ts.Node): boolean {
  let at = node;
  for (;;) {
    const parent = at.parent;
    if (!parent) return false;
    if (parent === root || ts.isTemplateSpan(parent)) return true;
    if (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent)) at = parent;
    else if (ts.isConditionalExpression(parent) && parent.condition !== at) at = parent;
    else if (
      ts.isBinaryExpression(parent) &&
      (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        parent.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      at = parent;
    else if (
      (ts.isPropertyAccessExpression(parent) || ts.isPropertyAccessChain(parent)) &&
      parent.expression === at &&
      TEXT_KEEPING.has(parent.name.text) &&
      parent.parent &&
      ts.isCallExpression(parent.parent)
    )
      at = parent.parent;
    else if (ts.isPropertyAssignment(parent) && parent.initializer === at) at = parent.parent;
    else if (ts.isCallExpression(parent) && parent.arguments.some((a) => a === at)) {
      // Into a message (t('…', { time })) or a local helper (hourOf(…)) that is not a formatter.
      return ts.isIdentifier(parent.expression) && !SAFE_CALLS.test(parent.expression.text);
    } else return false;
  }
}

/** Helpers a date may go through without being shown by them. */
const SAFE_CALLS =
  /^(format(Date|Time|DateTime|TimeRange|DateTimeRange|DateRange|DayHeading|DisplayDate)|Boolean|is[A-Z]\w*|has[A-Z]\w*|parse\w*|zonedInstant)$/;

/** The date fields `root` shows, not looking into nested JSX (visited on its own). */
function dateFieldAccesses(root: ts.Node): ts.PropertyAccessExpression[] {
  const found: ts.PropertyAccessExpression[] = [];
  const visit = (node: ts.Node) => {
    if (
      node !== root &&
      (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))
    )
      return;
    if (
      ts.isPropertyAccessExpression(node) &&
      DATE_FIELDS.has(node.name.text) &&
      // errors.timestamp_start is the field's error message, not its date.
      !/\berrors\??$/.test(node.expression.getText()) &&
      flowsOut(node, root)
    )
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** What in one file shows a date without the formatters, as 'line: why'. */
export function rawDates(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const report = (node: ts.Node, why: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${path}:${line + 1}: ${why}`);
  };
  const visit = (node: ts.Node) => {
    // {activity.datetime_start} as a JSX child, or in a text built for the screen.
    if (
      (ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) ||
      ts.isTemplateExpression(node)
    ) {
      for (const access of dateFieldAccesses(node)) {
        if (!wrapped(access, node)) {
          report(access, `.${access.name.text} shown without a formatter of lib/dates`);
        }
      }
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'toLocaleDateString' || method === 'toLocaleTimeString') {
        report(node, `${method}: use the formatters of lib/dates`);
      }
      // Number#toLocaleString is fine; on a date (toDate(), a Date, a "when") it is not.
      if (method === 'toLocaleString') {
        const receiver = node.expression.expression.getText(source);
        if (/toDate\(\)|date|when|time|_at\b/i.test(receiver)) {
          report(node, 'a date through toLocaleString: use the formatters of lib/dates');
        }
      }
      if (method === 'toFormat') {
        const first = node.arguments[0];
        const format = first && ts.isStringLiteralLike(first) ? first.text : null;
        const machineConstant =
          first && ts.isIdentifier(first) && MACHINE_CONSTANT.test(first.text);
        if (!machineConstant && (format === null || !MACHINE_FORMAT.test(format))) {
          report(node, `toFormat(${first?.getText(source) ?? ''}) for people: use lib/dates`);
        }
      }
    }
    const helper =
      (ts.isFunctionDeclaration(node) && node.name?.text) ||
      (ts.isVariableDeclaration(node) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
        ts.isIdentifier(node.name) &&
        node.name.text);
    if (
      helper &&
      DATE_HELPER_NAME.test(helper) &&
      !FORMATTERS.has(helper) &&
      ![...FORMATTERS].some((f) => node.getText(source).includes(`${f}(`))
    ) {
      report(node, `${helper} formats a date by hand: use the formatters of lib/dates`);
    }
    if (
      ts.isNewExpression(node) &&
      node.expression.getText(source).replace(/\s/g, '') === 'Intl.DateTimeFormat'
    ) {
      report(node, 'new Intl.DateTimeFormat: use the formatters of lib/dates');
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(source) === 'DateTime' &&
      /^(DATE|DATETIME|TIME)_/.test(node.name.text)
    ) {
      report(node, `DateTime.${node.name.text}: use the formatters of lib/dates`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(problems)];
}

describe('dates on screen go through lib/dates', () => {
  it('finds no date shown without the formatters in web/src', () => {
    const files = globSync(['**/*.{ts,tsx}'], {
      cwd: SRC,
      ignore: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    });
    const problems = files
      .filter((file) => !FORMATTER_MODULES.has(file))
      .flatMap((file) =>
        rawDates(relative(SRC, `${SRC}${file}`), readFileSync(`${SRC}${file}`, 'utf8')),
      );
    expect(problems).toEqual([]);
    // Parses every source file: slow on a loaded machine.
  }, 60_000);

  it('catches each way a raw date used to reach the screen', () => {
    const samples = [
      'const a = <Text>{activity.datetime_start}</Text>;',
      'const a = <Text>{m.timestamp_start} – {m.timestamp_end.slice(11)}</Text>;',
      'const when = (m: M) => `${m.timestamp_start} – ${m.timestamp_end.slice(11)}`;',
      'const a = <Cell>{r.registerDate?.toDate().toLocaleString() ?? ""}</Cell>;',
      'const a = d.toLocaleDateString();',
      "const a = at.toFormat('dd/MM/yyyy HH:mm');",
      'const f = new Intl.DateTimeFormat(locale, { weekday: "long" });',
      'const f = d.toLocaleString(DateTime.DATETIME_MED);',
      "const a = <Badge>{t('checkedIn', { time: r.checkedin_at ?? '' })}</Badge>;",
      'const a = <Text>{hourOf(a.datetime_start)}</Text>;',
      'export function formatNewsDate(time: string) { return time.split("-").reverse().join("/"); }',
      'const hourOf = (text: string) => text.slice(11, 16);',
    ];
    for (const sample of samples) {
      expect(rawDates('sample.tsx', sample), sample).not.toEqual([]);
    }
  });

  it('lets formatted dates, machine formats and numbers through', () => {
    const samples = [
      'const a = <Text>{formatTimeRange(a.datetime_start, a.datetime_end, scope)}</Text>;',
      "const a = <Text>{t('x', { when: formatDateTime(a.created_at, scope) })}</Text>;",
      "const stored = from.toFormat('yyyy-MM-dd HH:mm');",
      'const when = (m: M) => formatDateTimeRange(m.timestamp_start, m.timestamp_end, scope);',
      'const a = <Text>{order.amount.toLocaleString()}</Text>;',
      'const sorted = list.sort((a, b) => a.datetime_start.localeCompare(b.datetime_start));',
      'const a = <Box>{v.datetime_start !== old && <Input value={v.datetime_start} />}</Box>;',
      "const a = <Text>{e.errors?.timestamp_start ? 'x' : e.message}</Text>;",
      "const a = <Text>{isPast(a.datetime_end) ? t('past') : ''}</Text>;",
    ];
    for (const sample of samples) {
      expect(rawDates('sample.tsx', sample), sample).toEqual([]);
    }
  });
});
