import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import type { FieldOption } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { useCreateOption, type NewOptionValues } from '../api/create-option';
import { CREATABLE, type CreatableKind } from '../lib/creatable';

const EMPTY: NewOptionValues = { name: '', color: '#000000' };

/**
 * A small dialog that creates a space, type, category, speaker or role from the activity form and
 * hands it back to be selected. Its form lives in a portal but React still bubbles its submit
 * to the activity form around it: the submit stops here.
 */
export function CreateOptionDialog({
  open,
  kind,
  eventId,
  onClose,
  onCreated,
}: {
  open: boolean;
  kind: CreatableKind;
  eventId: string;
  onClose: () => void;
  onCreated: (option: FieldOption) => void;
}) {
  const t = useT();
  const info = CREATABLE[kind];
  const create = useCreateOption(eventId, kind);
  const [failure, setFailure] = useState<unknown>(null);
  const formId = useId();

  async function save(values: NewOptionValues, helpers: FormikHelpers<NewOptionValues>) {
    setFailure(null);
    try {
      const option = await create(values);
      notify(t('agenda.create.done', { name: values.name.trim() }));
      onCreated(option);
      onClose();
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
    }
  }

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t(info.title)}
      size="sm"
      testId={`create-${kind}-dialog`}
    >
      <Formik<NewOptionValues> initialValues={EMPTY} onSubmit={save}>
        {(formik) => (
          <form
            id={formId}
            noValidate
            onSubmit={(e) => {
              e.stopPropagation();
              formik.handleSubmit(e);
            }}
          >
            <Stack gap="4">
              <FormField name="name" label={t('agenda.create.name')} required autoFocus />
              {info.withColor ? (
                <FormField name="color" label={t('agenda.create.color')} kind="color" />
              ) : null}
              {kind === 'speakers' ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('agenda.create.speakerHint')}
                </Text>
              ) : null}
              {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
              <HStack gap="2" justify="end">
                <CancelButton onClick={onClose} />
                <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                  {t('agenda.create.save')}
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Formik>
    </AppDialog>
  );
}
