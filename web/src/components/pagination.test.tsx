// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { TestProviders } from '../testing/providers';

afterEach(cleanup);

const Providers = TestProviders;

const wrap = (node: ReactNode) => render(node, { wrapper: Providers });

describe('Pagination', () => {
  it('is hidden for one page or fewer', () => {
    wrap(<Pagination total={15} page={1} pageSize={15} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages by 10 when no size is given and offers at most ten numbers', () => {
    const onPageChange = vi.fn();
    wrap(<Pagination total={500} page={20} onPageChange={onPageChange} />);
    const pages = screen.getAllByRole('button', { name: /^Página \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual([
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
    ]);
    expect(screen.getByRole('button', { name: 'Página 20' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(21);
  });
});

describe('SearchBox', () => {
  // The spec quotes them in English; a Spanish user reads them in Spanish.
  it('shows the messages for a short query and for no results in the chosen language', () => {
    const { rerender } = wrap(<SearchBox value="ab" onChange={() => {}} status="too-short" />);
    expect(screen.getByText('Para buscar, escriba más de 2 caracteres')).toBeTruthy();
    rerender(<SearchBox value="abc" onChange={() => {}} status="no-results" />);
    expect(screen.getByText('No se encontraron resultados')).toBeTruthy();
  });
});
