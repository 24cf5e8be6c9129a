import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as unknown[]);
vi.mock('./toaster', () => ({ toaster: { create: (toast: unknown) => created.push(toast) } }));

afterEach(() => {
  created.length = 0;
  vi.resetModules();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notify', () => {
  it('toasts with the duration of its kind: general, the token notice, notifications', async () => {
    const { notify, TOAST_MS } = await import('./notify');
    notify('Guardado');
    notify('Tu enlace venció', { type: 'warning', kind: 'token' });
    notify('La conferencia está en vivo', { type: 'info', kind: 'notification' });
    await flush();
    expect(created).toEqual([
      { title: 'Guardado', type: 'success', duration: TOAST_MS.general },
      { title: 'Tu enlace venció', type: 'warning', duration: 5_000 },
      { title: 'La conferencia está en vivo', type: 'info', duration: 8_000 },
    ]);
  });

  it('a toast with an action stays until it is answered', async () => {
    const { notifyWithAction } = await import('./notify');
    const onClick = vi.fn();
    notifyWithAction('update', 'Hay una versión nueva', { label: 'Recargar', onClick });
    await flush();
    expect(created).toEqual([
      {
        id: 'update',
        title: 'Hay una versión nueva',
        type: 'info',
        duration: Infinity,
        action: { label: 'Recargar', onClick },
      },
    ]);
  });

  it('mounts the toaster view with the first toast, or at once if a toast came first', async () => {
    const { notify, whenToastWanted } = await import('./notify');
    const mount = vi.fn();
    const stop = whenToastWanted(mount);
    expect(mount).not.toHaveBeenCalled();
    notify('Hola');
    expect(mount).toHaveBeenCalledTimes(1);
    await flush();
    expect(created).toEqual([{ title: 'Hola', type: 'success', duration: 2_000 }]);
    stop();
    const late = vi.fn();
    whenToastWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('prepareToasts mounts the view before any toast (the door, before it goes offline)', async () => {
    const { prepareToasts, whenToastWanted } = await import('./notify');
    const mount = vi.fn();
    whenToastWanted(mount);
    prepareToasts();
    expect(mount).toHaveBeenCalledTimes(1);
    await flush();
    expect(created).toEqual([]);
  });
});
