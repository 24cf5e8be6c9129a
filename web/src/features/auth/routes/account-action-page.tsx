import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PASSWORD_PATTERN } from '@aforo/domain';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import * as yup from 'yup';
import { FormField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';

type CodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid' }
  | { status: 'done'; email: string };

/** Same-origin paths only: the continue URL comes from a link anyone can craft. */
function continuePath(raw: string | null): string {
  if (!raw) return '/';
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Where Firebase's account e-mails lead (the e-mail template's action URL): a new password for
 * mode=resetPassword. E-mail sign-in links never get here; lib/session takes them at start-up.
 */
export default function AccountActionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  return (
    <Container maxW="md" py="10">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('reset.title')}
        </Heading>
        {mode === 'resetPassword' && oobCode ? (
          <ResetPassword oobCode={oobCode} next={continuePath(params.get('continueUrl'))} />
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('reset.invalidLink')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  );
}

function ResetPassword({ oobCode, next }: { oobCode: string; next: string }) {
  const t = useT();
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<CodeState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    verifyPasswordResetCode(auth, oobCode).then(
      (email) => current && setState({ status: 'valid', email }),
      () => current && setState({ status: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [auth, oobCode]);
  const schema = useMemo(
    () =>
      yup.object({
        password: yup
          .string()
          .required(t('reset.passwordRequired'))
          .matches(PASSWORD_PATTERN, t('reset.passwordRule')),
        confirm: yup
          .string()
          .required(t('reset.passwordRequired'))
          .oneOf([yup.ref('password')], t('reset.mismatch')),
      }),
    [t],
  );

  if (state.status === 'checking') return <PageLoader />;
  if (state.status === 'invalid') {
    return (
      <Alert.Root status="error" data-testid="reset-result">
        <Alert.Indicator />
        <Alert.Title>{t('reset.invalidLink')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (state.status === 'done') {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="success" data-testid="reset-result">
          <Alert.Indicator />
          <Alert.Title>{t('reset.done', { email: state.email })}</Alert.Title>
        </Alert.Root>
        <Button
          colorPalette="blue"
          onClick={() => {
            void navigate(next);
            session.openLogin();
          }}
        >
          {t('userMenu.login')}
        </Button>
      </Stack>
    );
  }
  const email = state.email;
  return (
    <Formik
      initialValues={{ password: '', confirm: '' }}
      validationSchema={schema}
      onSubmit={async ({ password }, helpers) => {
        try {
          await confirmPasswordReset(auth, oobCode, password);
          setState({ status: 'done', email });
        } catch {
          helpers.setFieldError('password', t('reset.failed'));
        }
      }}
    >
      {(formik) => (
        <Form noValidate>
          <Stack gap="4">
            <Text>{t('reset.for', { email })}</Text>
            <FormField
              name="password"
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              required
              autoFocus
            />
            <FormField
              name="confirm"
              label={t('reset.confirm')}
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
