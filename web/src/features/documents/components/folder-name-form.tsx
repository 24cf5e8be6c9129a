import { Button, HStack, Stack } from '@chakra-ui/react';
import { documentSchema } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure } from '../../../components/resource/form-failure';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';

interface FolderValues {
  type: 'folder';
  name: string;
}

const NAME_FIELD: ResourceField<FolderValues> = { name: 'name', label: 'documents.folderName' };

/**
 * A folder's name (spec §4: creating a folder needs a non-empty name, 'Ingrese el nombre de la
 * carpeta', the domain schema's message), on the engine's field renderer. A failed save keeps
 * the name and says why.
 */
export function FolderNameForm({
  initialName,
  submitLabel,
  scope,
  readOnly,
  onSave,
}: {
  initialName: string;
  submitLabel: MessageKey;
  scope: FormScope;
  readOnly: boolean;
  onSave: (name: string) => Promise<void>;
}) {
  const t = useT();
  const [failure, setFailure] = useState<unknown>(null);
  async function submit(values: FolderValues, helpers: FormikHelpers<FolderValues>) {
    setFailure(null);
    try {
      await onSave(values.name);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
    }
  }
  return (
    <Formik<FolderValues>
      initialValues={{ type: 'folder', name: initialName }}
      validationSchema={documentSchema}
      enableReinitialize
      onSubmit={submit}
    >
      {(formik) => (
        <Form noValidate data-testid="folder-form">
          <Stack gap="3" maxW="xl">
            <ResourceFieldInput field={NAME_FIELD} scope={scope} required readOnly={readOnly} />
            {failure !== null ? <FormFailure error={failure} /> : null}
            {readOnly ? null : (
              <HStack>
                <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                  {t(submitLabel)}
                </Button>
              </HStack>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
