import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session/session-provider';

// The dialogs load when first opened: the landing does not pay for Formik and the forms.
const LoginModal = lazy(() => import('./login-modal'));
const AccessModal = lazy(() => import('./access-modal'));
const ExpiredSessionModal = lazy(() => import('./expired-session-modal'));
const ConfirmEmailModal = lazy(() => import('./confirm-email-modal'));

/** Whichever session dialog the session asks for (lib/session/session-provider.tsx). */
export function SessionModals() {
  const { modal } = useSession();
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      {modal.kind === 'login' ? <LoginModal tab={modal.tab} /> : null}
      {modal.kind === 'access' ? <AccessModal key={modal.mode} mode={modal.mode} /> : null}
      {modal.kind === 'expired' ? <ExpiredSessionModal /> : null}
      {modal.kind === 'confirm-email' ? <ConfirmEmailModal link={modal.link} /> : null}
    </Suspense>
  );
}
