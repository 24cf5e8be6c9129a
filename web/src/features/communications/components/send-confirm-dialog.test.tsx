// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { communicationsMessages } from '../messages';
import { SendConfirmDialog } from './send-confirm-dialog';

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <TestProviders messages={communicationsMessages.es}>{children}</TestProviders>;
}

const props = {
  open: true,
  subject: 'Invitación a la feria',
  sending: false,
  error: null,
  onClose: () => {},
};

describe('SendConfirmDialog', () => {
  it('states how many will get it, in the plural that fits, and asks to continue', async () => {
    const { rerender } = render(<SendConfirmDialog {...props} count={2} onConfirm={() => {}} />, {
      wrapper: Providers,
    });
    expect(await screen.findByText('Se enviará a 2 destinatarios. ¿Continuar?')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByText('Asunto: Invitación a la feria')).toBeInstanceOf(HTMLElement);
    rerender(<SendConfirmDialog {...props} count={1} onConfirm={() => {}} />);
    expect(await screen.findByText('Se enviará a 1 destinatario. ¿Continuar?')).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('confirms with the button and shows why a send failed', async () => {
    const onConfirm = vi.fn();
    render(
      <SendConfirmDialog
        {...props}
        count={3}
        error="No se pudo enviar: red"
        onConfirm={onConfirm}
      />,
      { wrapper: Providers },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, enviar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('send-confirm-error').textContent).toContain(
      'No se pudo enviar: red',
    );
  });
});
