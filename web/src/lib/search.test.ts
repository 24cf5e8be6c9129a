import { describe, expect, it } from 'vitest';
import { searchItems } from './search';

const spaces = [{ name: 'Auditorio Principal' }, { name: 'Sala Andes' }, { name: 'Salón Caribe' }];
const name = (s: { name: string }) => s.name;

describe('searchItems', () => {
  it('keeps the whole list without a query', () => {
    expect(searchItems(spaces, '  ', name)).toEqual({ status: 'all', items: spaces });
  });

  it('does not filter below three characters and says so', () => {
    expect(searchItems(spaces, 'sa', name)).toEqual({ status: 'too-short', items: spaces });
  });

  it('filters from three characters, ignoring case and accents', () => {
    expect(searchItems(spaces, 'SAL', name).items.map(name)).toEqual([
      'Sala Andes',
      'Salón Caribe',
    ]);
    expect(searchItems(spaces, 'salon', name).items.map(name)).toEqual(['Salón Caribe']);
  });

  it('reports no results', () => {
    expect(searchItems(spaces, 'zzz', name)).toEqual({ status: 'no-results', items: [] });
  });
});
