// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationMessage } from './registration-message';

afterEach(cleanup);

describe('RegistrationMessage', () => {
  it('keeps the organizer formatting and drops scripts and handlers', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <RegistrationMessage
          html={'<p><b>Bienvenido</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        />
      </ChakraProvider>,
    );
    const box = screen.getByTestId('registration-message');
    expect(box.querySelector('b')?.textContent).toBe('Bienvenido');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('renders nothing for an empty message', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <RegistrationMessage html="" />
      </ChakraProvider>,
    );
    expect(screen.queryByTestId('registration-message')).toBeNull();
  });
});
