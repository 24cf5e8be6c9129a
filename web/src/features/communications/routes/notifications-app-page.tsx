import {
  Alert,
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { pushNotificationSchema, type PushNotificationInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { ListStatus } from '../../../components/resource/list-status';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { useRoleList } from '../../checkin';
import { useSendPush, useSentPushes } from '../api/messages';

const EMPTY: PushNotificationInput = { title: '', message: '', rol_id: null };

/**
 * notificationsApp (Notificaciones push; part 1 §2.2, §7.6 sendpush): an in-app
 * notice, title and text, to every attendee or to one role's. The API writes each attendee's
 * notification (the bell shows it) and logs the send, which the table below lists.
 */
export default function NotificationsAppPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const roles = useRoleList(event._id);
  const labels = useDefaultLabels();
  const sent = useSentPushes(event._id);
  const send = useSendPush(event._id);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roleName = (id: string | null) => {
    if (id === null) return t('communications.to.all');
    const role = roles?.find((r) => r._id === id);
    return role ? labels.role(role) : id;
  };

  async function submit(
    values: PushNotificationInput,
    helpers: FormikHelpers<PushNotificationInput>,
  ) {
    setResult(null);
    setFailure(null);
    try {
      // The sent list below is read again by the mutation.
      const answer = await send.mutateAsync(values);
      setResult(t('notificationsApp.sent', { count: answer.recipients }));
      helpers.resetForm();
    } catch (error) {
      const rest = applySubmitError(error, helpers);
      if (rest !== null) setFailure(rest instanceof Error ? rest.message : String(rest));
    }
  }

  return (
    <Stack gap="5" data-testid="notifications-app-page">
      <Heading as="h1" size="lg">
        {t('notificationsApp.title')}
      </Heading>
      <Text color="fg.muted">{t('notificationsApp.intro')}</Text>
      <Formik<PushNotificationInput>
        initialValues={EMPTY}
        validationSchema={pushNotificationSchema}
        onSubmit={submit}
      >
        {(formik) => (
          <Form noValidate>
            <Stack gap="4" maxW="2xl">
              <Field.Root>
                <Field.Label>{t('communications.recipients')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="rol_id"
                    value={formik.values.rol_id ?? ''}
                    onChange={(e) => void formik.setFieldValue('rol_id', e.target.value || null)}
                  >
                    <option value="">{t('communications.to.all')}</option>
                    {(roles ?? []).map((role) => (
                      <option key={role._id} value={role._id}>
                        {t('communications.to.role', { role: labels.role(role) })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root required invalid={Boolean(formik.touched.title && formik.errors.title)}>
                <Field.Label>{t('notificationsApp.titleField')}</Field.Label>
                <Input {...formik.getFieldProps('title')} />
                <Field.ErrorText>{formik.errors.title}</Field.ErrorText>
              </Field.Root>
              <Field.Root
                required
                invalid={Boolean(formik.touched.message && formik.errors.message)}
              >
                <Field.Label>{t('notificationsApp.message')}</Field.Label>
                <Textarea rows={4} {...formik.getFieldProps('message')} />
                <Field.ErrorText>{formik.errors.message}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                alignSelf="start"
                loading={formik.isSubmitting}
                disabled={formik.isSubmitting}
              >
                {t('notificationsApp.send')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      {result ? (
        <Alert.Root status="success" data-testid="notifications-app-result">
          <Alert.Indicator />
          <Alert.Title>{result}</Alert.Title>
        </Alert.Root>
      ) : null}
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Heading as="h2" size="md">
        {t('notificationsApp.history')}
      </Heading>
      <ListStatus
        state={{
          status: sent.status,
          retry: sent.reload,
          message: sent.status === 'error' ? sent.error.message : undefined,
        }}
      />
      {sent.status === 'success' ? (
        <DataTable
          label={t('notificationsApp.history')}
          testId="notifications-app-sent"
          empty={sent.data.data.length === 0}
          emptyText={t('notificationsApp.empty')}
          headers={[
            { key: 'date', label: t('communications.history.date') },
            { key: 'to', label: t('communications.recipients') },
            { key: 'title', label: t('notificationsApp.titleField') },
            { key: 'message', label: t('notificationsApp.message') },
            { key: 'count', label: t('notificationsApp.count') },
          ]}
        >
          {sent.data.data.map((item) => (
            <Table.Row key={item._id}>
              <Table.Cell>
                <DateText value={item.created_at} />
              </Table.Cell>
              <Table.Cell>{roleName(item.rol_id)}</Table.Cell>
              <Table.Cell>{item.title}</Table.Cell>
              <Table.Cell>{item.message}</Table.Cell>
              <Table.Cell>{item.recipients}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}
