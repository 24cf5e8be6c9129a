import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { es } from '../i18n/es';

/**
 * What a component under test needs around it: Chakra and the Spanish catalogue, plus the
 * messages of the feature under test (features register theirs in app/messages.ts, which
 * components/ and lib/ tests must not import). Each render gets a query cache of its own, with
 * no retries: a test sees the API's first answer.
 */
export function TestProviders({
  children,
  messages,
}: {
  children: ReactNode;
  messages?: Record<string, string>;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="es" messages={{ ...es, ...messages }}>
          {children}
        </IntlProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
