/**
 * What the source asks Firestore for, read from the code itself (TypeScript's parser): every
 * `where(…)` / `orderBy(…)` of the web SDK and every `.where(…)` / `.orderBy(…)` of the Admin
 * SDK under web/src and functions/src, with the field and the operator or direction. The query
 * registry (domain/src/queries.ts) must name each of them in the same file, and nothing else:
 * that is what keeps the registry the queries the code really runs.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundClause {
  file: string;
  line: number;
  kind: 'where' | 'orderBy';
  /** The field, `__name__` for documentId(), or `*` when computed at run time. */
  field: string;
  /** where: the operators it may use (a conditional gives two); orderBy: its direction. */
  ops: string[];
}

const ROOT = join(import.meta.dirname, '..', '..');
export const SOURCE_DIRS = ['web/src', 'functions/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function fieldOf(node: ts.Expression | undefined): string {
  if (!node) return '*';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isCallExpression(node) && /documentId$/.test(node.expression.getText())) return '__name__';
  return '*';
}

function opsOf(node: ts.Expression | undefined, fallback: string): string[] {
  if (!node) return [fallback];
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node))
    return [...opsOf(node.whenTrue, fallback), ...opsOf(node.whenFalse, fallback)];
  if (ts.isParenthesizedExpression(node)) return opsOf(node.expression, fallback);
  return ['?'];
}

export function clausesOf(file: string, text: string): FoundClause[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundClause[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 'where' || name === 'orderBy') {
        const [field, second] = node.arguments;
        // A bare where/orderBy that is not Firestore's (an array helper) has no string field.
        if (field && (name === 'orderBy' || second)) {
          found.push({
            file,
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            kind: name,
            field: fieldOf(field),
            ops: name === 'where' ? opsOf(second, '?') : opsOf(second, 'asc'),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every clause under the source folders, file paths relative to the repository. */
export function extractClauses(root = ROOT): FoundClause[] {
  return SOURCE_DIRS.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((path) =>
      clausesOf(relative(root, path), readFileSync(path, 'utf8')),
    ),
  );
}
