import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { es } from '../i18n/es';

/**
 * What a component under test needs around it: Chakra and the Spanish catalogue, plus the
 * messages of the feature under test (features register theirs in app/messages.ts, which
 * components/ and lib/ tests must not import).
 */
export function TestProviders({
  children,
  messages,
}: {
  children: ReactNode;
  messages?: Record<string, string>;
}) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={{ ...es, ...messages }}>
        {children}
      </IntlProvider>
    </ChakraProvider>
  );
}
