import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { accessRequestSchema, type AccessRequestInput } from '@aforo/domain';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';

/**
 * An access link opened in another browser: Firebase needs the address it was sent to, which
 * only the requesting browser remembered.
 */
export default function ConfirmEmailModal({ link }: { link: string }) {
  const t = useT();
  const session = useSession();
  const [failed, setFailed] = useState(false);
  return (
    <AppDialog open onClose={session.closeModal} title={t('access.confirmTitle')}>
      <Formik<AccessRequestInput>
        initialValues={{ email: '' }}
        validationSchema={accessRequestSchema}
        // A blur would show an error and shift the links under the pointer mid-click.
        validateOnBlur={false}
        onSubmit={async (values) => {
          setFailed(false);
          try {
            const { email } = await accessRequestSchema.validate(values);
            await session.completeEmailLink(email, link);
          } catch {
            setFailed(true);
          }
        }}
      >
        {(formik) => (
          <Form noValidate>
            <Stack gap="4">
              <Text>{t('access.confirmText')}</Text>
              {failed ? (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('access.linkFailed')}</Alert.Title>
                </Alert.Root>
              ) : null}
              <FormField name="email" label={t('access.email')} type="email" required autoFocus />
              <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                {t('login.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AppDialog>
  );
}
