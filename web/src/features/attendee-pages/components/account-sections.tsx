import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-provider';
import { changePassword, deleteMyAccount, downloadMyData } from '../api/profile';

/** Firebase's own minimum; the form says it before Firebase has to. */
const PASSWORD_MIN = 6;

/** What a failed change says below the form (the field-level ones sit under their field). */
const FORM_FAILURES = ['tooMany', 'other', 'noPassword'] as const;
const isFailure = (status: unknown): status is (typeof FORM_FAILURES)[number] =>
  (FORM_FAILURES as readonly unknown[]).includes(status);

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** "Cambiar contraseña": the current password confirms who asks, then the new one is set. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const { openAccess } = useSession();
  const schema = yup.object({
    current: yup.string().required(t('attendeePages.password.currentRequired')),
    next: yup
      .string()
      .min(PASSWORD_MIN, t('attendeePages.password.tooShort', { min: PASSWORD_MIN }))
      .required(t('attendeePages.password.nextRequired')),
    confirm: yup
      .string()
      .oneOf([yup.ref('next')], t('attendeePages.password.mismatch'))
      .required(t('attendeePages.password.mismatch')),
  });
  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    const result = await changePassword(values.current, values.next);
    if (result.ok) {
      helpers.resetForm({ status: 'changed' });
      notify(t('attendeePages.password.changed'));
      return;
    }
    if (result.reason === 'wrongCurrent') {
      helpers.setFieldError('current', t('attendeePages.password.wrongCurrent'));
    } else if (result.reason === 'weak') {
      helpers.setFieldError('next', t('attendeePages.password.tooShort', { min: PASSWORD_MIN }));
    } else {
      helpers.setStatus(result.reason);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="password-heading" data-testid="password-section">
      <Heading as="h2" size="lg" id="password-heading">
        {t('attendeePages.password.title')}
      </Heading>
      {hasPassword ? null : (
        // An account made by an e-mail link has no password yet: the reset link sets the first.
        <Stack gap="2" align="start">
          <Text>{t('attendeePages.password.none')}</Text>
          <Button size="sm" variant="outline" onClick={() => openAccess('recover')}>
            {t('attendeePages.password.sendLink')}
          </Button>
        </Stack>
      )}
      {hasPassword ? (
        <Formik<PasswordValues>
          initialValues={{ current: '', next: '', confirm: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <Stack gap="3">
                <FormField
                  name="current"
                  type="password"
                  label={t('attendeePages.password.current')}
                  autoComplete="current-password"
                  required
                />
                <FormField
                  name="next"
                  type="password"
                  label={t('attendeePages.password.next')}
                  autoComplete="new-password"
                  required
                />
                <FormField
                  name="confirm"
                  type="password"
                  label={t('attendeePages.password.confirm')}
                  autoComplete="new-password"
                  required
                />
                {isFailure(status) ? (
                  <Text color="fg.error" role="alert">
                    {t(`attendeePages.password.failed.${status}`)}
                  </Text>
                ) : null}
                {status === 'changed' ? (
                  <Text role="status" color="green.700">
                    {t('attendeePages.password.changed')}
                  </Text>
                ) : null}
                <Button type="submit" alignSelf="start" loading={isSubmitting}>
                  {t('attendeePages.password.submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      ) : null}
    </Stack>
  );
}

/**
 * "Tus datos" (Ley 1581, habeas data): download everything kept about the account, or delete
 * the account after reading what that does.
 */
export function MyDataSection({ userId }: { userId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadMyData(userId);
    } catch (err) {
      setError(t('attendeePages.data.downloadFailed', { reason: normalizeError(err).message }));
    } finally {
      setDownloading(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(userId);
      setConfirming(false);
      notify(t('attendeePages.data.deleted'));
      // The account is gone: its session ends here instead of failing on the next request.
      await session.signOut().catch(() => undefined);
      void navigate('/');
    } catch (err) {
      setConfirming(false);
      setError(t('attendeePages.data.deleteFailed', { reason: normalizeError(err).message }));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="data-heading" data-testid="my-data-section">
      <Heading as="h2" size="lg" id="data-heading">
        {t('attendeePages.data.title')}
      </Heading>
      <Text>{t('attendeePages.data.intro')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" loading={downloading} onClick={() => void download()}>
          {t('attendeePages.data.download')}
        </Button>
        <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
          {t('attendeePages.data.delete')}
        </Button>
      </Stack>
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('attendeePages.data.confirmTitle')}
        testId="confirm-account-deletion"
        footer={
          <>
            <CancelButton onClick={() => setConfirming(false)} />
            <Button colorPalette="red" loading={deleting} onClick={() => void remove()}>
              {t('attendeePages.data.confirm')}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>{t('attendeePages.data.consequences')}</Text>
          <List.Root ps="5">
            <List.Item>{t('attendeePages.data.removesRegistrations')}</List.Item>
            <List.Item>{t('attendeePages.data.removesProfile')}</List.Item>
            <List.Item>{t('attendeePages.data.keepsMessages')}</List.Item>
            <List.Item>{t('attendeePages.data.revokesRoles')}</List.Item>
            <List.Item>{t('attendeePages.data.signsOut')}</List.Item>
          </List.Root>
          <Text fontWeight="semibold">{t('attendeePages.data.irreversible')}</Text>
        </Stack>
      </AppDialog>
    </Stack>
  );
}
