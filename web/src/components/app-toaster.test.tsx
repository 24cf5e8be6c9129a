// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { TestProviders } from '../testing/providers';
import { AppToaster } from './app-toaster';

// The dev server offline: neither the toasts' view nor the toaster can be fetched.
vi.mock('./toaster-view', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: /src/components/toaster-view.tsx',
  );
});
vi.mock('../lib/toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /src/lib/toaster.ts');
});

afterEach(cleanup);

describe('AppToaster', () => {
  it('leaves the page on screen when a toast cannot load its code', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    render(
      <TestProviders>
        <p>la puerta</p>
        <AppToaster />
      </TestProviders>,
    );
    await act(async () => {
      notify('Ingreso registrado.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('la puerta')).toBeTruthy();
    await act(async () => {
      notify('Ingreso registrado.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('la puerta')).toBeTruthy();
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    errors.mockRestore();
  });
});
