/**
 * What firestore.rules asks of a list query. Production answers a list only when the rules hold
 * for every document the query could return, judged from the query's own filters (rules are not
 * filters); the emulator is as strict, but only the code paths a test runs are proved. This
 * reads the rules text: for the match block of a collection path, the `allow list` (or read)
 * condition becomes alternatives (clauses) of atoms — a field of the document the condition
 * reads (`resource.data.X`, through the rules' own functions), or something about the caller
 * (signed in, attendee, team…). A query passes when one clause holds for its caller and every
 * field the clause reads is constrained by a filter of the query.
 */
type Token = { kind: 'id' | 'str' | 'num' | 'op'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s+|\/\/[^\n]*|([A-Za-z_$][\w$]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(\d+(?:\.\d+)?)|(==|!=|<=|>=|&&|\|\||[-+*/%<>!=(){}[\],.:;?])/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text))) {
    if (m[1]) tokens.push({ kind: 'id', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'str', text: m[2].slice(1, -1) });
    else if (m[3]) tokens.push({ kind: 'num', text: m[3] });
    else if (m[4]) tokens.push({ kind: 'op', text: m[4] });
  }
  return tokens;
}

export type Expr =
  | { t: 'id'; name: string }
  | { t: 'lit'; value: string | number | boolean | null }
  | { t: 'list'; items: Expr[] }
  | { t: 'map' }
  | { t: 'member'; object: Expr; name: string }
  | { t: 'index'; object: Expr; index: Expr }
  | { t: 'call'; callee: Expr; args: Expr[] }
  | { t: 'unary'; op: string; arg: Expr }
  | { t: 'binary'; op: string; left: Expr; right: Expr }
  | { t: 'cond'; test: Expr; then: Expr; else: Expr };

const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  in: 4,
  is: 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

class Parser {
  i = 0;
  constructor(readonly tokens: Token[]) {}
  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  next(): Token {
    const token = this.tokens[this.i++];
    if (!token) throw new Error('rules: unexpected end');
    return token;
  }
  eat(text: string): boolean {
    if (this.peek()?.text === text && this.peek()?.kind !== 'str') {
      this.i += 1;
      return true;
    }
    return false;
  }
  expect(text: string) {
    if (!this.eat(text)) throw new Error(`rules: expected ${text} at ${this.peek()?.text}`);
  }
  expression(min = 0): Expr {
    let left = this.unary();
    for (;;) {
      const token = this.peek();
      if (token?.kind === 'op' && token.text === '?' && min === 0) {
        this.next();
        const then = this.expression();
        this.expect(':');
        left = { t: 'cond', test: left, then, else: this.expression() };
        continue;
      }
      const prec = token && token.kind !== 'str' ? PRECEDENCE[token.text] : undefined;
      if (prec === undefined || prec <= min) return left;
      this.next();
      left = { t: 'binary', op: token!.text, left, right: this.expression(prec) };
    }
  }
  unary(): Expr {
    if (this.eat('!')) return { t: 'unary', op: '!', arg: this.unary() };
    if (this.eat('-')) return { t: 'unary', op: '-', arg: this.unary() };
    return this.postfix(this.primary());
  }
  primary(): Expr {
    const token = this.next();
    if (token.kind === 'str') return { t: 'lit', value: token.text };
    if (token.kind === 'num') return { t: 'lit', value: Number(token.text) };
    if (token.text === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (token.text === '[') {
      const items: Expr[] = [];
      while (!this.eat(']')) {
        items.push(this.expression());
        this.eat(',');
      }
      return { t: 'list', items };
    }
    if (token.text === '{') {
      let depth = 1;
      while (depth > 0) {
        const t = this.next();
        if (t.kind === 'op' && t.text === '{') depth += 1;
        if (t.kind === 'op' && t.text === '}') depth -= 1;
      }
      return { t: 'map' };
    }
    if (token.text === '/') {
      // A path literal: /databases/$(database)/documents/…, up to the closing paren or comma.
      let depth = 0;
      while (this.peek() && (depth > 0 || ![')', ',', ';'].includes(this.peek()!.text))) {
        const t = this.next();
        if (t.text === '(') depth += 1;
        if (t.text === ')') depth -= 1;
      }
      return { t: 'lit', value: 'path' };
    }
    if (token.kind === 'id') {
      if (token.text === 'true' || token.text === 'false')
        return { t: 'lit', value: token.text === 'true' };
      if (token.text === 'null') return { t: 'lit', value: null };
      return { t: 'id', name: token.text };
    }
    throw new Error(`rules: unexpected ${token.text}`);
  }
  postfix(expr: Expr): Expr {
    for (;;) {
      if (this.eat('.')) expr = { t: 'member', object: expr, name: this.next().text };
      else if (this.eat('(')) {
        const args: Expr[] = [];
        while (!this.eat(')')) {
          args.push(this.expression());
          this.eat(',');
        }
        expr = { t: 'call', callee: expr, args };
      } else if (this.eat('[')) {
        const index = this.expression();
        if (this.eat(':')) this.expression();
        this.expect(']');
        expr = { t: 'index', object: expr, index };
      } else return expr;
    }
  }
}

interface RulesFunction {
  params: string[];
  lets: [string, Expr][];
  body: Expr;
}
interface Block {
  segments: string[];
  functions: Map<string, RulesFunction>;
  allows: { ops: string[]; condition: Expr }[];
  children: Block[];
  parent: Block | null;
}

/** The match blocks of a rules file, each with its functions and allow statements. */
export function parseRules(text: string): Block {
  const p = new Parser(tokenize(text));
  const root: Block = {
    segments: [],
    functions: new Map(),
    allows: [],
    children: [],
    parent: null,
  };
  const block = (into: Block) => {
    while (p.peek() && !p.eat('}')) {
      const token = p.next();
      if (token.text === 'match') {
        const segments: string[] = [];
        while (p.eat('/')) {
          let segment = '';
          while (p.peek() && !['/', '{'].includes(p.peek()!.text)) segment += p.next().text;
          if (segment === '' && p.eat('{')) {
            let name = '';
            while (!p.eat('}')) name += p.next().text;
            segment = `{${name}}`;
          }
          segments.push(segment);
        }
        p.expect('{');
        const child: Block = {
          segments,
          functions: new Map(),
          allows: [],
          children: [],
          parent: into,
        };
        into.children.push(child);
        block(child);
      } else if (token.text === 'function') {
        const name = p.next().text;
        p.expect('(');
        const params: string[] = [];
        while (!p.eat(')')) {
          params.push(p.next().text);
          p.eat(',');
        }
        p.expect('{');
        const lets: [string, Expr][] = [];
        while (p.eat('let')) {
          const variable = p.next().text;
          p.expect('=');
          lets.push([variable, p.expression()]);
          p.expect(';');
        }
        p.expect('return');
        const body = p.expression();
        p.eat(';');
        p.expect('}');
        into.functions.set(name, { params, lets, body });
      } else if (token.text === 'allow') {
        const ops: string[] = [];
        while (!p.eat(':')) {
          const op = p.next().text;
          if (op !== ',') ops.push(op);
        }
        p.expect('if');
        into.allows.push({ ops, condition: p.expression() });
        p.eat(';');
      } else if (token.text === '{') {
        block({ ...root, children: [], parent: into });
      }
    }
  };
  // rules_version = '2'; service cloud.firestore { … }
  while (p.peek()) {
    const token = p.next();
    if (token.text === '{') block(root);
  }
  return root;
}

/** A constraint the list condition puts on one field of the listed documents. */
export interface FieldAtom {
  field: string;
  /** '==' a value; 'contains' the caller (uid in field); 'other' anything else (!=, size…). */
  op: '==' | '!=' | 'contains' | 'other';
}
/** One alternative of a condition: the caller's facts it needs and the fields it reads. */
export interface Clause {
  caller: string[];
  fields: FieldAtom[];
}

type Scope = { block: Block; bindings: Map<string, Expr> };

/** The document field an expression reads, when it is `resource.data.X` or `.get('X', …)`. */
function resourceField(expr: Expr, scope: Scope): string | null {
  const resolved = resolve(expr, scope);
  if (resolved.t === 'member' && isResourceData(resolved.object, scope)) return resolved.name;
  if (
    resolved.t === 'call' &&
    resolved.callee.t === 'member' &&
    resolved.callee.name === 'get' &&
    isResourceData(resolved.callee.object, scope)
  ) {
    const [key] = resolved.args;
    return key?.t === 'lit' && typeof key.value === 'string' ? key.value : null;
  }
  // resource.data.X.size(), .keys()…: still a read of X
  if (resolved.t === 'call' && resolved.callee.t === 'member')
    return resourceField(resolved.callee.object, scope);
  if (resolved.t === 'member') return resourceField(resolved.object, scope);
  return null;
}

function resolve(expr: Expr, scope: Scope): Expr {
  if (expr.t === 'id' && scope.bindings.has(expr.name)) return scope.bindings.get(expr.name)!;
  return expr;
}

function isResourceData(expr: Expr, scope: Scope): boolean {
  const e = resolve(expr, scope);
  return (
    e.t === 'member' && e.name === 'data' && e.object.t === 'id' && e.object.name === 'resource'
  );
}

function mentions(expr: Expr, scope: Scope, name: string): boolean {
  const e = resolve(expr, scope);
  switch (e.t) {
    case 'id':
      return e.name === name;
    case 'member':
      return mentions(e.object, scope, name);
    case 'index':
      return mentions(e.object, scope, name) || mentions(e.index, scope, name);
    case 'call':
      return (
        mentions(e.callee, scope, name) ||
        e.args.some((a) => mentions(a, scope, name)) ||
        (e.callee.t === 'id' &&
          (() => {
            const fn = lookup(scope.block, e.callee.name);
            if (!fn) return false;
            const inner = bind(fn, e.args, scope);
            return mentions(fn.body, inner, name);
          })())
      );
    case 'unary':
      return mentions(e.arg, scope, name);
    case 'binary':
      return mentions(e.left, scope, name) || mentions(e.right, scope, name);
    case 'cond':
      return [e.test, e.then, e.else].some((x) => mentions(x, scope, name));
    case 'list':
      return e.items.some((x) => mentions(x, scope, name));
    default:
      return false;
  }
}

function lookup(block: Block | null, name: string): RulesFunction | undefined {
  for (let b = block; b; b = b.parent) {
    const fn = b.functions.get(name);
    if (fn) return fn;
  }
  return undefined;
}

function bind(fn: RulesFunction, args: Expr[], scope: Scope): Scope {
  const bindings = new Map(scope.bindings);
  fn.params.forEach((param, i) => {
    const arg = args[i];
    if (arg) bindings.set(param, resolve(arg, scope));
  });
  for (const [name, value] of fn.lets) bindings.set(name, resolve(value, { ...scope, bindings }));
  return { block: scope.block, bindings };
}

const TRUE: Clause[] = [{ caller: [], fields: [] }];
const FALSE: Clause[] = [];

function and(a: Clause[], b: Clause[]): Clause[] {
  return a.flatMap((x) =>
    b.map((y) => ({ caller: [...x.caller, ...y.caller], fields: [...x.fields, ...y.fields] })),
  );
}

/** Literal value of an expression in this path (kind == 'activities' with kind bound). */
function literal(expr: Expr, scope: Scope): unknown {
  const e = resolve(expr, scope);
  if (e.t === 'lit') return e.value;
  if (e.t === 'call' && e.callee.t === 'member' && e.callee.name === 'matches') {
    const subject = literal(e.callee.object, scope);
    const [pattern] = e.args;
    if (typeof subject === 'string' && pattern?.t === 'lit' && typeof pattern.value === 'string')
      return new RegExp(`^(?:${pattern.value})$`).test(subject);
  }
  if (e.t === 'list') {
    const values = e.items.map((x) => literal(x, scope));
    return values.every((v) => v !== undefined) ? values : undefined;
  }
  return undefined;
}

/** The condition as alternatives (disjunctive normal form), evaluated for one path. */
export function clauses(expr: Expr, scope: Scope): Clause[] {
  const e = resolve(expr, scope);
  if (e.t === 'lit') return e.value === false ? FALSE : TRUE;
  const known = literal(e, scope);
  if (typeof known === 'boolean') return known ? TRUE : FALSE;
  if (e.t === 'binary' && e.op === '||')
    return [...clauses(e.left, scope), ...clauses(e.right, scope)];
  if (e.t === 'binary' && e.op === '&&')
    return and(clauses(e.left, scope), clauses(e.right, scope));
  if (e.t === 'binary' && ['==', '!=', 'in'].includes(e.op)) {
    const left = literal(e.left, scope);
    const right = literal(e.right, scope);
    if (left !== undefined && right !== undefined) {
      const holds =
        e.op === 'in'
          ? Array.isArray(right) && right.includes(left)
          : (left === right) === (e.op === '==');
      return holds ? TRUE : FALSE;
    }
    const field = resourceField(e.left, scope) ?? resourceField(e.right, scope);
    if (field !== null) {
      const op: FieldAtom['op'] =
        e.op === 'in' && resourceField(e.right, scope) !== null
          ? 'contains'
          : e.op === '==' && resourceField(e.left, scope) !== null
            ? resourceField(e.right, scope) === null
              ? '=='
              : 'other'
            : e.op === '=='
              ? '=='
              : e.op === '!='
                ? '!='
                : 'other';
      // a size() comparison reads the field but no filter can prove it
      const sized = [e.left, e.right].some((x) => {
        const r = resolve(x, scope);
        return (
          r.t === 'call' &&
          !(r.callee.t === 'member' && r.callee.name === 'get') &&
          resourceField(x, scope) !== null
        );
      });
      return [{ caller: [], fields: [{ field, op: sized ? 'other' : op }] }];
    }
  }
  if (e.t === 'unary' && e.op === '!') {
    const field = resourceField(e.arg, scope);
    if (field !== null) return [{ caller: [], fields: [{ field, op: 'other' }] }];
  }
  if (e.t === 'call' && e.callee.t === 'id') {
    const fn = lookup(scope.block, e.callee.name);
    if (fn) {
      const inner = bind(fn, e.args, scope);
      const asksCaller = mentions(fn.body, inner, 'request');
      // isEventMember(resource.data.event_id): the caller's standing in what a field names,
      // which only a filter on that field pins to one value.
      const fieldArg = e.args.map((a) => resourceField(a, scope)).find((f) => f !== null);
      if (fieldArg && asksCaller)
        return [{ caller: [e.callee.name], fields: [{ field: fieldArg, op: '==' }] }];
      // the document itself (isPublished(resource.data)) or the path's shape: evaluated here
      if (mentions(fn.body, inner, 'resource') || !asksCaller) return clauses(fn.body, inner);
      return [{ caller: [e.callee.name], fields: [] }];
    }
  }
  if (e.t === 'cond') {
    return [...and(clauses(e.test, scope), clauses(e.then, scope)), ...clauses(e.else, scope)];
  }
  // Anything else: a fact about the document when it reads it, else about the caller.
  if (mentions(e, scope, 'resource')) {
    const field = resourceField(e, scope);
    return [{ caller: [], fields: [{ field: field ?? '?', op: 'other' }] }];
  }
  return mentions(e, scope, 'request') ? [{ caller: ['request'], fields: [] }] : TRUE;
}

/** The list condition's clauses for a concrete collection path (`events/E/activities`). */
export function listClauses(root: Block, path: string): Clause[] | null {
  const segments = [...path.split('/'), '\u0000doc'];
  const found: { block: Block; bindings: Map<string, Expr> }[] = [];
  const walk = (block: Block, rest: string[], bindings: Map<string, Expr>) => {
    for (const child of block.children) {
      const pattern = child.segments[0] === 'databases' ? child.segments.slice(3) : child.segments;
      if (child.segments[0] === 'databases') {
        walk(child, rest, bindings);
        continue;
      }
      if (pattern.length > rest.length) continue;
      const next = new Map(bindings);
      const fits = pattern.every((segment, i) => {
        const value = rest[i] as string;
        if (segment.startsWith('{')) {
          const name = segment.slice(1, -1).replace(/=\*\*$/, '');
          next.set(name, { t: 'lit', value: value.startsWith('\u0000') ? '{doc}' : value });
          return true;
        }
        return segment === value;
      });
      if (!fits) continue;
      const remaining = rest.slice(pattern.length);
      if (remaining.length === 0) found.push({ block: child, bindings: next });
      else walk(child, remaining, next);
    }
  };
  walk(root, segments, new Map());
  const allows = found.flatMap(({ block, bindings }) =>
    block.allows
      .filter((a) => a.ops.some((op) => op === 'list' || op === 'read'))
      .map((a) => ({ condition: a.condition, scope: { block, bindings } })),
  );
  if (allows.length === 0) return null;
  return allows.flatMap(({ condition, scope }) => clauses(condition, scope));
}
