/**
 * The composite indexes a query shape needs, by Firestore's rules: equalities alone (and
 * array-contains) are served by merging single-field indexes; an ordering, or a range, together
 * with any equality or array-contains, or orderings on two fields, needs a composite index whose
 * equality fields come first and whose orderings follow in the query's order and direction (a
 * range with no ordering orders by its field, ascending). A collection-group query needs
 * COLLECTION_GROUP indexes, single-field ones included (declared in fieldOverrides): those are
 * not on by default.
 */
import type { QueryShape } from '@aforo/domain';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope: string }[];
  ttl?: boolean;
}
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);

export const collectionIdOf = (shape: QueryShape) => shape.path.split('/').at(-1) as string;

/** What a shape needs: nothing, a composite index, or a collection-group single-field index. */
export type Need =
  | { kind: 'none'; equalities: IndexField[] }
  | { kind: 'composite'; index: CompositeIndex; equalityCount: number }
  | { kind: 'group-field'; collectionGroup: string; field: IndexField };

export function needOf(shape: QueryShape): Need {
  const where = shape.where ?? [];
  const equalities = [
    ...new Set(where.filter(([f, op]) => EQUALITY.has(op) && f !== '__name__').map(([f]) => f)),
  ];
  const contains = where.filter(([, op]) => CONTAINS.has(op)).map(([f]) => f);
  const orders: [string, 'asc' | 'desc'][] = (shape.orderBy ?? []).map(([f, d]) => [f, d]);
  for (const [field, op] of where) {
    if (!EQUALITY.has(op) && !CONTAINS.has(op) && !orders.some(([f]) => f === field))
      orders.push([field, 'asc']);
  }
  const ordered = orders
    .filter(([f]) => f !== '__name__')
    .map(([fieldPath, d]): IndexField => ({
      fieldPath,
      order: d === 'asc' ? 'ASCENDING' : 'DESCENDING',
    }));
  const equalityFields = [
    ...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...contains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
  ];
  const collectionGroup = collectionIdOf(shape);
  const all = [...equalityFields, ...ordered];
  if (shape.group) {
    if (all.length === 0) return { kind: 'none', equalities: [] };
    if (all.length === 1)
      return { kind: 'group-field', collectionGroup, field: all[0] as IndexField };
  } else if (ordered.length === 0 || (equalityFields.length === 0 && ordered.length === 1)) {
    return { kind: 'none', equalities: equalityFields };
  }
  return {
    kind: 'composite',
    index: {
      collectionGroup,
      queryScope: shape.group ? 'COLLECTION_GROUP' : 'COLLECTION',
      fields: all,
    },
    equalityCount: equalityFields.length,
  };
}

const key = (f: IndexField) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`;
const sameSet = (a: IndexField[], b: IndexField[]) =>
  a.length === b.length &&
  a.every((x) => b.some((y) => x.fieldPath === y.fieldPath && !!x.arrayConfig === !!y.arrayConfig));

/** Whether a declared index serves what the shape needs (equalities in any order first). */
export function serves(index: CompositeIndex, need: Need): boolean {
  if (need.kind !== 'composite') return false;
  const wanted = need.index;
  if (index.collectionGroup !== wanted.collectionGroup) return false;
  if (index.queryScope !== wanted.queryScope) return false;
  if (index.fields.length !== wanted.fields.length) return false;
  const n = need.equalityCount;
  return (
    sameSet(index.fields.slice(0, n), wanted.fields.slice(0, n)) &&
    index.fields.slice(n).every((f, i) => key(f) === key(wanted.fields[n + i] as IndexField))
  );
}

/** An equality-only shape may still use a composite of exactly its fields (no ordering). */
export function usableBy(index: CompositeIndex, shape: QueryShape): boolean {
  const need = needOf(shape);
  if (need.kind === 'composite') return serves(index, need);
  if (need.kind !== 'none' || need.equalities.length < 2) return false;
  return (
    index.collectionGroup === collectionIdOf(shape) &&
    index.queryScope === (shape.group ? 'COLLECTION_GROUP' : 'COLLECTION') &&
    sameSet(index.fields, need.equalities)
  );
}

export interface IndexReport {
  missing: { shape: QueryShape; index: CompositeIndex }[];
  missingGroupFields: { shape: QueryShape; collectionGroup: string; field: IndexField }[];
  unused: CompositeIndex[];
  unusedOverrides: FieldOverride[];
}

export function checkIndexes(shapes: readonly QueryShape[], file: IndexFile): IndexReport {
  const report: IndexReport = {
    missing: [],
    missingGroupFields: [],
    unused: [],
    unusedOverrides: [],
  };
  const usedOverrides = new Set<FieldOverride>();
  for (const shape of shapes) {
    const need = needOf(shape);
    if (need.kind === 'composite' && !file.indexes.some((index) => serves(index, need)))
      report.missing.push({ shape, index: need.index });
    if (need.kind === 'group-field') {
      const override = (file.fieldOverrides ?? []).find(
        (o) =>
          o.collectionGroup === need.collectionGroup &&
          o.fieldPath === need.field.fieldPath &&
          o.indexes.some(
            (i) =>
              i.queryScope === 'COLLECTION_GROUP' &&
              (need.field.arrayConfig
                ? i.arrayConfig === need.field.arrayConfig
                : i.order === need.field.order),
          ),
      );
      if (override) usedOverrides.add(override);
      else report.missingGroupFields.push({ shape, ...need });
    }
  }
  report.unused = file.indexes.filter((index) => !shapes.some((s) => usableBy(index, s)));
  // A TTL policy with no indexes of its own (indexing switched off for an expiry field) serves
  // deletion, not queries: it is not "unused".
  report.unusedOverrides = (file.fieldOverrides ?? []).filter(
    (o) => !usedOverrides.has(o) && !(o.ttl === true && o.indexes.length === 0),
  );
  return report;
}

export const describeIndex = (index: CompositeIndex) =>
  `${index.collectionGroup} (${index.queryScope}): ${index.fields.map(key).join(', ')}`;
