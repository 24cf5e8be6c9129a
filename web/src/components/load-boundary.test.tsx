// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retriableLazy } from '../lib/retriable-lazy';
import { TestProviders } from '../testing/providers';
import { LoadBoundary } from './load-boundary';

afterEach(cleanup);

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/src/lib/toaster.ts');

function Door() {
  return <p>la puerta</p>;
}

function renderLazy(load: () => Promise<{ default: () => ReactNode }>) {
  const Page = retriableLazy(load);
  render(
    <TestProviders>
      <LoadBoundary>
        <Suspense fallback={<p>cargando</p>}>
          <Page />
        </Suspense>
      </LoadBoundary>
    </TestProviders>,
  );
}

describe('LoadBoundary with a retriable lazy page', () => {
  it('shows a retry where a chunk failed to load, and loads it again on Reintentar', async () => {
    // React reports the caught error on the console; the screen is what is under test.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Door });
    renderLazy(load);
    expect(await screen.findByText('No se pudo cargar esta parte de la aplicación.')).toBeTruthy();
    expect(screen.queryByText('la puerta')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('la puerta')).toBeTruthy();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('stays on the retry, without fetching in a loop, while the chunk keeps failing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValue(chunkError());
    renderLazy(load);
    await screen.findByTestId('load-failed');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByTestId('load-failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('names a render error as such, not as a failed load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    render(
      <TestProviders>
        <LoadBoundary>
          <Broken />
        </LoadBoundary>
      </TestProviders>,
    );
    expect(await screen.findByText('Esta parte de la aplicación tuvo un error.')).toBeTruthy();
    errors.mockRestore();
  });
});

function renderInSuspense(Page: ComponentType) {
  render(
    <TestProviders>
      <Suspense fallback={<p>cargando</p>}>
        <Page />
      </Suspense>
    </TestProviders>,
  );
}

describe('a retriable lazy page whose module has come', () => {
  it('renders at once, with no Suspense fallback in between, after preload()', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Door }));
    const Page = retriableLazy(load);
    await Page.preload();
    renderInSuspense(Page);
    // In the first commit: React.lazy alone suspends on its first render, however fast.
    expect(screen.getByText('la puerta')).toBeTruthy();
    expect(screen.queryByText('cargando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once when preloaded and rendered while loading', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Door }));
    const Page = retriableLazy(load);
    void Page.preload();
    renderInSuspense(Page);
    expect(await screen.findByText('la puerta')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
