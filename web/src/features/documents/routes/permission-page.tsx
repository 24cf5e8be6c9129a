import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { canWriteContent, documentSchema, type EventDocument } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure } from '../../../components/resource/form-failure';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { relationOptions } from '../../../lib/resources/event-content-source';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { documentLabel } from '../components/documents-table';
import { LoadFailed } from '../components/load-failed';
import { UsersField } from '../components/users-field';
import {
  itemsIn,
  savePermissions,
  useEventDocuments,
  type DocumentPermissions,
} from '../api/documents-store';
import { BackToDocuments } from './upload-page';

const ROLES_FIELD: ResourceField<DocumentPermissions> = {
  name: 'permissionRol',
  label: 'documents.roles',
  kind: 'relation',
  relation: relationOptions('roles', (role) => role.name),
  multiple: true,
};

/**
 * documents/permission?document={id} (spec §6): the attendee roles and the users (by e-mail) who
 * may see a document or folder; none of either makes it public. Saved as 'documento editado'.
 */
export default function PermissionPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const [params] = useSearchParams();
  const documentId = params.get('document');
  const canWrite = canWriteContent(access, 'documents');
  const list = useEventDocuments(event._id);
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );

  if (list.status === 'loading') return <PageLoader />;
  if (list.status === 'error') return <LoadFailed error={list.error} onRetry={list.retry} />;
  const target: EventDocument | undefined = list.data.find((d) => d._id === documentId);
  if (!target) {
    return (
      <Stack gap="4" data-testid="documents-permission-page">
        <BackToDocuments />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('documents.documentMissing')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  const isFolder = target.type === 'folder';

  async function submit(values: DocumentPermissions, helpers: FormikHelpers<DocumentPermissions>) {
    if (!target) return;
    setFailure(null);
    try {
      const contents = isFolder
        ? itemsIn(list.status === 'success' ? list.data : [], target._id)
        : [];
      await savePermissions(event._id, target, contents, values);
      notify(t('documents.edited'));
      helpers.resetForm({ values });
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
    }
  }

  return (
    <Stack gap="5" data-testid="documents-permission-page">
      <BackToDocuments />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('documents.permissionTitle')}
        </Heading>
        <Text fontWeight="semibold">{documentLabel(target)}</Text>
        <Text color="fg.muted">{t('documents.permissionHelp')}</Text>
        {isFolder ? <Text color="fg.muted">{t('documents.permissionFolderHelp')}</Text> : null}
      </Stack>
      <Formik<DocumentPermissions>
        key={target._id}
        initialValues={{
          permissionRol: target.permissionRol,
          permissionUser: target.permissionUser,
        }}
        validationSchema={documentSchema.pick(['permissionRol', 'permissionUser'])}
        onSubmit={submit}
      >
        {(formik) => (
          <Form noValidate data-testid="document-permission-form">
            <Stack gap="5" maxW="3xl">
              <ResourceFieldInput
                field={ROLES_FIELD}
                scope={scope}
                required={false}
                readOnly={!canWrite}
              />
              <UsersField name="permissionUser" eventId={event._id} readOnly={!canWrite} />
              {failure !== null ? <FormFailure error={failure} /> : null}
              {canWrite ? (
                <HStack>
                  <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                    {t('common.save')}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
