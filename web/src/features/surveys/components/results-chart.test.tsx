// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render';
import { ResultsChart } from './results-chart';

// jsdom draws no canvas: Chart.js says so on the console and the chart stays blank, which is
// why the counts are also written out as text (what these tests read).
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(cleanup);

const choices = ['Bogotá', 'Lima', 'Quito'];
const counts = { Bogotá: 7, Quito: 2 };

const written = () =>
  within(screen.getByTestId('survey-counts'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ResultsChart', () => {
  it('writes every option with its votes, nobody’s as 0, when the survey shows them', () => {
    renderUi(
      <ResultsChart label="Capital" choices={choices} counts={counts} graphType="x" showNoVotos />,
    );
    expect(written()).toEqual(['Bogotá: 7', 'Lima: 0', 'Quito: 2']);
    expect(screen.getByTestId('survey-count-Lima').textContent).toBe('0');
  });

  it('leaves out the options nobody chose when the survey hides them', () => {
    renderUi(
      <ResultsChart
        label="Capital"
        choices={choices}
        counts={counts}
        graphType="y"
        showNoVotos={false}
      />,
    );
    expect(written()).toEqual(['Bogotá: 7', 'Quito: 2']);
  });

  it('names the chart by its question, as a pie or as bars', () => {
    const { container, rerender } = renderUi(
      <ResultsChart
        label="Capital"
        choices={choices}
        counts={counts}
        graphType="pie"
        showNoVotos
      />,
    );
    expect(container.querySelector('canvas')?.getAttribute('aria-label')).toBe('Capital');
    rerender(
      <ResultsChart label="Ciudad" choices={choices} counts={counts} graphType="x" showNoVotos />,
    );
    expect(container.querySelector('canvas')?.getAttribute('aria-label')).toBe('Ciudad');
  });

  it('with no votes at all and hidden empty options, lists nothing', () => {
    renderUi(
      <ResultsChart
        label="Capital"
        choices={choices}
        counts={{}}
        graphType="x"
        showNoVotos={false}
      />,
    );
    expect(within(screen.getByTestId('survey-counts')).queryAllByRole('listitem')).toEqual([]);
  });
});
