// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { renderUi } from '../../../testing/render';
import type { RegistrationOutcome } from '../api/use-registration-submit';
import { registrationMessages } from '../messages';
import { RegistrationResult } from './registration-result';

afterEach(cleanup);

const event = eventFactory({
  _id: 'evt-1',
  registration_message: '<p>Trae tu documento el día del evento.</p>',
});

function renderResult(outcome: RegistrationOutcome) {
  const onContinue = vi.fn();
  const view = renderUi(
    <RegistrationResult event={event} outcome={outcome} onContinue={onContinue} />,
    {
      messages: registrationMessages.es,
    },
  );
  return { ...view, onContinue };
}

describe('RegistrationResult', () => {
  it('a new registrant reads the result, where the access link went, and the event’s message', async () => {
    const { user, onContinue } = renderResult({
      message: 'registration.registered',
      access: 'access-mail',
      email: 'ana@example.com',
      code: 1,
    });
    expect(screen.getByRole('status').textContent).toBe('Registrado');
    expect(screen.getByTestId('registration-access').textContent).toBe(
      'Te enviamos a ana@example.com un enlace para ingresar al evento sin contraseña.',
    );
    expect(screen.getByTestId('registration-message').textContent).toBe(
      'Trae tu documento el día del evento.',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('an event that validates e-mails asks the registrant to open the validation mail', () => {
    renderResult({
      message: 'registration.registered',
      access: 'validation-mail',
      email: 'ana@example.com',
      code: 1,
    });
    expect(screen.getByTestId('registration-access').textContent).toBe(
      'Te enviamos un correo a ana@example.com para validar tu registro. Ábrelo para ingresar al evento.',
    );
  });

  it('a signed-in user who updated is told they are in already', () => {
    renderResult({
      message: 'registration.updated',
      access: 'signed-in',
      email: 'ana@example.com',
      code: 2,
    });
    expect(screen.getByRole('status').textContent).toBe('Actualizado');
    expect(screen.getByTestId('registration-access').textContent).toBe(
      'Ya ingresaste al evento con tu cuenta.',
    );
  });

  it('after a transfer names the new holder’s address and leaves out the event’s message', () => {
    renderResult({
      message: 'registration.transferred',
      access: 'transfer-mail',
      email: 'luis@example.com',
      code: 4,
    });
    expect(screen.getByRole('status').textContent).toBe('Transferencia realizada');
    expect(screen.getByTestId('registration-access').textContent).toBe(
      'Enviamos a luis@example.com el enlace para ingresar al evento.',
    );
    expect(screen.queryByTestId('registration-message')).toBeNull();
  });
});
