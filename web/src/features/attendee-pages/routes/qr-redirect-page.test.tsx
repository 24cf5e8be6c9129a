// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../../i18n/es';
import QrRedirectPage from './qr-redirect-page';

const replaceLocation = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../lib/browser', () => ({ replaceLocation }));

afterEach(() => {
  cleanup();
  replaceLocation.mockReset();
});

function renderAt(path: string) {
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={es}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/api/generatorQr/:id" element={<QrRedirectPage />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </ChakraProvider>,
  );
}

describe('QrRedirectPage', () => {
  it('hands the browser to the API image of the attendee id', () => {
    renderAt('/api/generatorQr/a1demoattendee0000000000');
    expect(replaceLocation).toHaveBeenCalledWith('/api/generatorQr/a1demoattendee0000000000');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('keeps an id that needs escaping in one path segment', () => {
    renderAt('/api/generatorQr/a%20b');
    expect(replaceLocation).toHaveBeenCalledWith('/api/generatorQr/a%20b');
  });
});
