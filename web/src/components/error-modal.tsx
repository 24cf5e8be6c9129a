import { Button, Text } from '@chakra-ui/react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/use-t';
import { normalizeError, type ApiError } from '../lib/api-client';

// The dialog frame (Chakra's Dialog and its focus trap) loads with the first error shown, not
// with every page (the landing's first JS).
const AppDialog = lazy(() => import('./app-dialog').then((m) => ({ default: m.AppDialog })));

type ShowError = (error: unknown) => void;

const ErrorModalContext = createContext<ShowError | null>(null);

/** The 'ERROR: {status}' modal of spec part 1 §2.7 for any normalized error. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [error, setError] = useState<ApiError | null>(null);
  const show = useCallback<ShowError>((err) => setError(normalizeError(err)), []);
  const close = useCallback(() => setError(null), []);
  const value = useMemo(() => show, [show]);
  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      {error === null ? null : (
        <Suspense fallback={null}>
          <AppDialog
            open
            onClose={close}
            title={t('error.title', { status: error.status })}
            testId="error-modal"
            footer={<Button onClick={close}>{t('common.accept')}</Button>}
          >
            <Text>{error.message}</Text>
          </AppDialog>
        </Suspense>
      )}
    </ErrorModalContext.Provider>
  );
}

export function useErrorModal(): ShowError {
  const show = useContext(ErrorModalContext);
  if (!show) throw new Error('useErrorModal must be used inside ErrorModalProvider');
  return show;
}
