// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render';
import { ProgressBar } from './progress-bar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('tells assistive technology the values and the text it shows', () => {
    renderUi(<ProgressBar value={30} max={120} label="Importación" text="30 de 120 filas" />);
    const bar = screen.getByRole('progressbar', { name: 'Importación' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuemax')).toBe('120');
    expect(bar.getAttribute('aria-valuetext')).toBe('30 de 120 filas');
    expect(screen.getByTestId('import-progress-text').textContent).toBe('30 de 120 filas');
  });

  it('fills to the share done, never past the end, and stays empty with nothing to do', () => {
    const width = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    const { rerender } = renderUi(<ProgressBar value={30} max={120} label="x" text="" />);
    const styleOf = (el: HTMLElement) => getComputedStyle(el).width;
    const quarter = styleOf(width());
    rerender(<ProgressBar value={500} max={120} label="x" text="" />);
    const full = styleOf(width());
    rerender(<ProgressBar value={0} max={0} label="x" text="" />);
    const none = styleOf(width());
    expect([quarter, full, none]).toEqual(['25%', '100%', '0%']);
  });
});
