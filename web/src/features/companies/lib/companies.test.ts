import type { Company, StandType } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import {
  companyValues,
  emptyCompany,
  groupByStandType,
  nextIndex,
  orderChanges,
  standTypeId,
} from './companies';

const company = (id: string, index: number, stand_type: string | null = null): Company => ({
  ...emptyCompany(),
  _id: id,
  name: `Empresa ${id}`,
  index,
  stand_type,
});
const oro: StandType = { id: 'oro', label: 'Oro', value: 'oro', color: '#D4AF37' };
const plata: StandType = { id: 'plata', label: 'Plata', value: 'plata', color: '#C0C0C0' };

describe('companies', () => {
  it('groups by stand type in the declared order, each group in the saved order', () => {
    const groups = groupByStandType(
      [company('c', 2, 'oro'), company('a', 0, 'plata'), company('b', 1, 'oro'), company('d', 3)],
      [oro, plata],
    );
    expect(groups.map((g) => [g.standType?.id ?? null, g.companies.map((c) => c._id)])).toEqual([
      ['oro', ['b', 'c']],
      ['plata', ['a']],
      [null, ['d']],
    ]);
  });

  it('puts companies of a deleted stand type with those without one, and drops empty groups', () => {
    const groups = groupByStandType([company('a', 0, 'bronce')], [oro]);
    expect(groups).toEqual([{ standType: null, companies: [company('a', 0, 'bronce')] }]);
  });

  it('writes only the indexes a new order changes', () => {
    const stored = [company('a', 0), company('b', 1), company('c', 2)];
    expect(orderChanges(['b', 'a', 'c'], stored)).toEqual([
      { id: 'b', index: 0 },
      { id: 'a', index: 1 },
    ]);
    expect(orderChanges(['a', 'b', 'c'], stored)).toEqual([]);
    expect(orderChanges(['gone', 'a'], stored)).toEqual([{ id: 'a', index: 1 }]);
  });

  it('appends a new company after the last position', () => {
    expect(nextIndex([])).toBe(0);
    expect(nextIndex([company('a', 0), company('b', 7)])).toBe(8);
  });

  it('turns a stored company into complete form values', () => {
    const stored = { ...company('a', 3), contact_info: undefined } as unknown as Company;
    const values = companyValues({ ...stored, created_at: undefined });
    expect(values).toMatchObject({
      name: 'Empresa a',
      index: 3,
      contact_info: { description: '' },
    });
    expect(values).not.toHaveProperty('_id');
  });

  it('names a stand type id after its label, unique', () => {
    expect(standTypeId('Patrocinador Oro ', [])).toBe('patrocinador-oro');
    expect(standTypeId('Categoría Única', [])).toBe('categoria-unica');
    expect(standTypeId('Oro', ['oro', 'oro-2'])).toBe('oro-3');
    expect(standTypeId('¡¡!!', [])).toBe('tipo');
  });
});
