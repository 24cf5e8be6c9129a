import * as yup from 'yup';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Domain from '../index.js';
import type * as Factories from '../../../tests/factories/index';

/*
 * No user-visible English default from yup: every rule of every schema the domain exports (and of
 * the registration schema built for every field type) carries a domain message, never one of
 * yup's English defaults. The English defaults are copied before the domain loads (yup-locale.ts
 * replaces them in place when it does).
 */
type Locale = Record<string, Record<string, unknown>>;
const english = new Set<unknown>();
for (const group of Object.values(yup.defaultLocale as unknown as Locale)) {
  for (const message of Object.values(group)) english.add(message);
}

interface Inspectable {
  tests?: { OPTIONS?: { name?: string; message?: unknown } }[];
  internalTests?: Record<string, { OPTIONS?: { message?: unknown } } | undefined>;
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/** `where: rule` for each rule, at any depth, whose message is one of yup's English defaults. */
function englishDefaults(schema: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (!yup.isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as unknown as Inspectable;
  const found = [
    ...(s.tests ?? []).map((t) => [t.OPTIONS?.name ?? '?', t.OPTIONS?.message] as const),
    ...Object.entries(s.internalTests ?? {}).map(([n, t]) => [n, t?.OPTIONS?.message] as const),
  ]
    .filter(([, message]) => english.has(message))
    .map(([name]) => `${where}: ${name}`);
  for (const [key, field] of Object.entries(s.fields ?? {})) {
    found.push(...englishDefaults(field, `${where}.${key}`, seen));
  }
  if (s.innerType) found.push(...englishDefaults(s.innerType, `${where}[]`, seen));
  return found;
}

let domain: typeof Domain;
// The factories build on the domain's values: loaded after the English defaults are copied too.
let field: typeof Factories.field;
beforeAll(async () => {
  domain = await import('../index.js');
  ({ field } = await import('../../../tests/factories/index'));
});

describe("yup's English defaults", () => {
  it('are replaced by domain messages in every exported schema', () => {
    const schemas = Object.entries(domain).filter(([, value]) => yup.isSchema(value));
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.flatMap(([name, schema]) => englishDefaults(schema, name))).toEqual([]);
  });

  it('are replaced in the registration schema of every field type', () => {
    const fields = domain.ATTENDEE_FIELD_TYPES.map((type) => ({
      name: `f_${type}`,
      label: type,
      type,
      mandatory: true,
      unique: false,
      visibleByAdmin: false,
      visibleByContacts: false,
      sensibility: false,
      description: '',
      options: [{ label: 'A', value: 'a' }],
      justonebyattendee: true,
      order_weight: 0,
    }));
    expect(englishDefaults(domain.attendeeSchemaFor(fields), 'attendee')).toEqual([]);
  });

  it('give the domain message a user reads, not the English one', async () => {
    const number = domain.propertiesSchemaFor([
      field({ name: 'edad', label: 'Edad', type: 'number' }),
    ]);
    const error = await number
      .validate({ email: 'ana@example.com', names: 'Ana', edad: 'diez' }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(yup.ValidationError);
    expect((error as yup.ValidationError).errors).toEqual([domain.MESSAGES.number]);
    await expect(yup.object({ a: yup.string().required() }).validate({})).rejects.toThrow(
      domain.MESSAGES.required,
    );
  });
});
