import { Alert, Button, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { loginSchema, type LoginInput } from '@aforo/domain';
import { Form, Formik } from 'formik';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { AppDialog } from '../../../components/app-dialog';
import { useErrorModal } from '../../../components/error-modal';
import { FormField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useActiveEvent } from '../../../lib/event/active-event';
import { useSession, type LoginTab } from '../../../lib/session/session-provider';
// The registration form is its own chunk: most visitors who open this modal only log in.
import { RegisterPanel } from '../../registration';
import { signIn } from '../api/auth-actions';
import { canRegister } from '../register-availability';

const EMPTY: LoginInput = { email: '', password: '' };

/** The login modal of spec part 3 §2.4: tabs Login and Register. */
export default function LoginModal({ tab }: { tab: LoginTab }) {
  const t = useT();
  const session = useSession();
  const active = useActiveEvent();
  const register = canRegister(active);
  const shown = register ? tab : 'login';
  return (
    <AppDialog
      open
      onClose={session.closeModal}
      // The title follows the tab: a visitor registering is not logging in.
      title={t(shown === 'register' ? 'login.registerTitle' : 'login.title')}
      testId="login-modal"
    >
      <Tabs.Root
        value={shown}
        onValueChange={(e) =>
          session.openLogin({ tab: e.value === 'register' ? 'register' : 'login' })
        }
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="login">{t('login.tabLogin')}</Tabs.Trigger>
          {register ? <Tabs.Trigger value="register">{t('login.tabRegister')}</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm />
        </Tabs.Content>
        {register && active ? (
          <Tabs.Content value="register">
            {tab === 'register' ? (
              <Suspense fallback={<PageLoader />}>
                <RegisterPanel eventId={active.eventId} />
              </Suspense>
            ) : null}
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </AppDialog>
  );
}

/** E-mail and password, with the recover and access-link options: the modal's and the landing's. */
export function LoginForm({ autoFocus = true }: { autoFocus?: boolean }) {
  const t = useT();
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const showError = useErrorModal();
  const [wrong, setWrong] = useState(false);
  return (
    <Formik<LoginInput>
      initialValues={EMPTY}
      validationSchema={loginSchema}
      // A blur would show an error and shift the links under the pointer mid-click.
      validateOnBlur={false}
      onSubmit={async (values) => {
        setWrong(false);
        try {
          const result = await signIn(auth, await loginSchema.validate(values));
          if (result === 'wrong-credentials') {
            setWrong(true);
            return;
          }
          const target = session.returnTo;
          session.clearReturnTo();
          session.closeModal();
          if (target) void navigate(target);
        } catch (error) {
          showError(error);
        }
      }}
    >
      {(formik) => (
        <Form noValidate>
          <Stack gap="4" pt="2">
            {wrong ? (
              <Alert.Root status="error" data-testid="login-error">
                <Alert.Indicator />
                <Alert.Title>{t('login.wrongCredentials')}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormField
              name="email"
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              autoFocus={autoFocus}
            />
            <FormField
              name="password"
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
              {t('login.submit')}
            </Button>
            <Stack gap="1" fontSize="sm">
              <Text>
                <Link asChild color="blue.700">
                  <button type="button" onClick={() => session.openAccess('recover')}>
                    {t('login.forgotPassword')}
                  </button>
                </Link>
              </Text>
              <Text>
                <Link asChild color="blue.700">
                  <button type="button" onClick={() => session.openAccess('link')}>
                    {t('login.accessLink')}
                  </button>
                </Link>
              </Text>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
