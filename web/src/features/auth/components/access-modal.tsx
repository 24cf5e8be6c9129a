import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { accessRequestSchema, type AccessRequestInput } from '@aforo/domain';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { useActiveEvent } from '../../../lib/event/active-event';
import { useSession, type AccessMode } from '../../../lib/session/session-provider';
import { requestAccessLink, requestPasswordReset, type AccessResult } from '../api/auth-actions';
import { canRegister } from '../register-availability';

const EMPTY: AccessRequestInput = { email: '' };

/**
 * The access modal of spec part 3 §2.5 and §4.2: recover the password or ask for an access link.
 * Idle, then loading (the submit button spins), then success, a warning or "not registered".
 */
export default function AccessModal({ mode }: { mode: AccessMode }) {
  const t = useT();
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  const active = useActiveEvent();
  const [outcome, setOutcome] = useState<{ result: AccessResult; email: string } | null>(null);
  const back = () => session.openLogin({ tab: 'login' });

  return (
    <AppDialog
      open
      onClose={session.closeModal}
      title={t(mode === 'recover' ? 'access.recoverTitle' : 'access.linkTitle')}
      testId="access-modal"
    >
      <Formik<AccessRequestInput>
        initialValues={EMPTY}
        validationSchema={accessRequestSchema}
        // A blur would show an error and shift the links under the pointer mid-click.
        validateOnBlur={false}
        onSubmit={async (values) => {
          setOutcome(null);
          const { email } = await accessRequestSchema.validate(values);
          const request = mode === 'recover' ? requestPasswordReset : requestAccessLink;
          // A guard's destination beats the page the modal was opened on.
          const returnPath = session.returnTo ?? location.pathname;
          setOutcome({ result: await request(auth, email, returnPath), email });
        }}
      >
        {(formik) => (
          <Form noValidate>
            <Stack gap="4">
              <Outcome mode={mode} outcome={outcome} canRegister={canRegister(active)} />
              <FormField
                name="email"
                label={t('access.email')}
                type="email"
                autoComplete="email"
                required
                autoFocus
              />
              <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                {t(mode === 'recover' ? 'access.recoverSubmit' : 'access.linkSubmit')}
              </Button>
              <Text fontSize="sm">
                <Link asChild color="blue.700">
                  <button type="button" onClick={back}>
                    {t('access.back')}
                  </button>
                </Link>
              </Text>
            </Stack>
          </Form>
        )}
      </Formik>
    </AppDialog>
  );
}

function Outcome({
  mode,
  outcome,
  canRegister: registerOffered,
}: {
  mode: AccessMode;
  outcome: { result: AccessResult; email: string } | null;
  canRegister: boolean;
}) {
  const t = useT();
  const session = useSession();
  if (outcome === null) return null;
  const { result, email } = outcome;
  if (result === 'sent') {
    return (
      <Alert.Root status="success" data-testid="access-result">
        <Alert.Indicator />
        <Alert.Title>
          {t(mode === 'recover' ? 'access.recoverSent' : 'access.linkSent', { email })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (result === 'failed') {
    return (
      <Alert.Root status="warning" data-testid="access-result">
        <Alert.Indicator />
        <Alert.Title>
          {t(mode === 'recover' ? 'access.recoverFailed' : 'access.linkFailed')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" data-testid="access-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {mode === 'recover'
            ? t('access.emailNotRegistered', { email })
            : t('access.notRegisteredBanner')}
        </Alert.Title>
        {registerOffered ? (
          <Alert.Description>
            <Button
              mt="2"
              size="sm"
              colorPalette="blue"
              onClick={() => session.openLogin({ tab: 'register' })}
            >
              {t('access.register')}
            </Button>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
