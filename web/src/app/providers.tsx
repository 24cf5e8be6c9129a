import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/app-toaster';
import { ErrorModalProvider } from '../components/error-modal';
import { LoadBoundary } from '../components/load-boundary';
import { createQueryClient } from '../lib/query-client';
import { I18nProvider } from '../i18n/i18n-provider';
import { ActiveEventProvider } from '../lib/event/active-event';
import { ProfileLanguage } from '../lib/session/profile-language';
import { SessionProvider } from '../lib/session/session-provider';
import { featureMessages } from './messages';
import { appSystem } from './theme';

/**
 * Every page's providers. Firebase is not among them: Auth is a module singleton (lib/auth.ts)
 * and the full Firestore SDK loads with the pages that use it (lib/firebase-context.ts), so the
 * entry stays free of it.
 */
export function Providers({ children }: { children: ReactNode }) {
  // One cache of API answers for the app's life (lib/query-client.ts says its defaults).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={appSystem()}>
        <I18nProvider features={featureMessages}>
          {/* The last resort: the pages and the layouts have boundaries of their own. */}
          <LoadBoundary>
            <SessionProvider>
              <ProfileLanguage />
              <ErrorModalProvider>
                <ActiveEventProvider>{children}</ActiveEventProvider>
              </ErrorModalProvider>
            </SessionProvider>
          </LoadBoundary>
          <AppToaster />
        </I18nProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
