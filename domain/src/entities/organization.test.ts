import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  memberSchemaFor,
  organizationMemberSchema,
  organizationSchema,
  splitByStart,
} from './organization.js';
import { DEFAULT_STYLES } from './styles.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('organizationSchema', () => {
  it('accepts an organization with default styles', async () => {
    const org = await validateBody(organizationSchema, { name: 'Aforo SAS' });
    expect(org).toMatchObject({ name: 'Aforo SAS', description: '', styles: DEFAULT_STYLES });
  });

  it('requires a name and bounds its text', async () => {
    expect(await errorsOf(organizationSchema, {})).toEqual(['El nombre es requerido']);
    expect(await errorsOf(organizationSchema, { name: 'a', description: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(organizationSchema, { name: 'a', banner_image_email: 'x' })).toEqual([
      'Ingrese una URL válida',
    ]);
  });
});

describe('organizationMemberSchema', () => {
  it('takes name, e-mail and position, as a member by default', async () => {
    const member = await validateBody(organizationMemberSchema, {
      properties: { name: 'Ana', email: 'ANA@x.co', position: 'CEO' },
    });
    expect(member).toEqual({
      properties: { name: 'Ana', email: 'ana@x.co', position: 'CEO' },
      role: 'member',
    });
    expect(await errorsOf(organizationMemberSchema, { properties: {} })).toEqual([
      'El nombre es requerido',
      'El email es requerido',
    ]);
    expect(
      await errorsOf(organizationMemberSchema, {
        properties: { name: 'A', email: 'a@x.co' },
        role: 'owner',
      }),
    ).not.toEqual([]);
  });
});

describe('memberSchemaFor', () => {
  const fields = [
    { name: 'sede', label: 'Sede', type: 'text', mandatory: true },
    { name: 'anios', label: 'Años', type: 'number', mandatory: false },
    { name: 'email', label: 'Correo', type: 'email', mandatory: true },
  ] as const;
  const schema = memberSchemaFor(fields.map((f) => ({ ...f })) as never);

  it("checks the organization's member fields by kind and keeps the fixed properties", async () => {
    const member = await validateBody(schema, {
      properties: { name: 'Ana', email: 'ana@x.co', position: 'CEO', sede: 'Bogotá', anios: 3 },
    });
    expect(member.properties).toEqual({
      name: 'Ana',
      email: 'ana@x.co',
      position: 'CEO',
      sede: 'Bogotá',
      anios: 3,
    });
    expect(
      await errorsOf(schema, { properties: { name: 'Ana', email: 'ana@x.co', anios: 'x' } }),
    ).toHaveLength(2);
  });

  it('refuses an invalid e-mail with a clear message', async () => {
    expect(
      await errorsOf(schema, { properties: { name: 'Ana', email: 'no-es-correo', sede: 'B' } }),
    ).toEqual(['Ingrese un correo válido']);
    expect(
      await errorsOf(organizationMemberSchema, {
        properties: { name: 'Ana', email: 'no-es-correo' },
      }),
    ).toEqual(['Ingrese un correo válido']);
  });
});

describe('splitByStart', () => {
  it('puts events starting after now in upcoming, the rest in past', () => {
    const events = [
      { id: 'a', datetime_from: '2024-05-01 10:00' },
      { id: 'b', datetime_from: '2024-05-01 10:00:01' },
      { id: 'c', datetime_from: '2023-01-01 00:00' },
    ];
    const { upcoming, past } = splitByStart(events, '2024-05-01 10:00:00');
    expect(upcoming.map((e) => e.id)).toEqual(['b']);
    expect(past.map((e) => e.id)).toEqual(['a', 'c']);
  });
});
