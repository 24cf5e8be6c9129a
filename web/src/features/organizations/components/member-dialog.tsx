import {
  MEMBER_FIXED_PROPERTIES,
  memberSchemaFor,
  type AttendeeField,
  type OrganizationMember,
  type PropertyValue,
} from '@aforo/domain';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { AttendeePropertyInputs } from '../../../components/attendee-fields/attendee-property-inputs';
import { useErrorModal } from '../../../components/error-modal';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { initialAttendeeValues } from '../../checkin';
import { useMemberWrite } from '../api/organization-api';

interface MemberValues {
  properties: Record<string, PropertyValue>;
}

/** The organization's own member fields: name, e-mail and position are always asked. */
export function ownMemberFields(fields: readonly AttendeeField[]): AttendeeField[] {
  return fields.filter(
    (field) => !(MEMBER_FIXED_PROPERTIES as readonly string[]).includes(field.name),
  );
}

/**
 * Edits a member (part 3 §3.10: name, e-mail, position, and the organization's member fields of
 * Configuración miembros), validated with the API's schema; the API's field errors (an e-mail that
 * is not one) show under their fields.
 */
export function MemberDialog({
  orgId,
  fields,
  member,
  onClose,
  onSaved,
}: {
  orgId: string;
  fields: readonly AttendeeField[];
  member: OrganizationMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const showError = useErrorModal();
  const write = useMemberWrite(orgId);
  const own = useMemo(() => ownMemberFields(fields), [fields]);
  const schema = useMemo(() => memberSchemaFor(fields), [fields]);
  const initialValues = useMemo<MemberValues>(() => {
    const { properties } = initialAttendeeValues(own, member);
    return {
      properties: {
        ...properties,
        name: member.properties.name,
        email: member.properties.email,
        position: member.properties.position,
      },
    };
  }, [own, member]);
  return (
    <AppDialog open onClose={onClose} title={t('organizations.members.editTitle')} size="lg">
      <Formik<MemberValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await write.mutateAsync({
              kind: 'update',
              memberId: member._id,
              properties: values.properties,
            });
            notify(t('organizations.members.updated'));
            onSaved();
          } catch (error) {
            notify(t('organizations.members.updateFailed'), { type: 'error' });
            handleSubmitError(error, helpers, showError);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="member-form">
            <Stack gap="3">
              <FormField
                name="properties.name"
                label={t('organizations.members.name')}
                required
                autoFocus
              />
              <FormField
                name="properties.email"
                label={t('organizations.members.email')}
                type="email"
                required
              />
              <FormField name="properties.position" label={t('organizations.members.position')} />
              <AttendeePropertyInputs<MemberValues>
                fields={own}
                conditions={[]}
                options={{ files: { kind: 'url' } }}
              />
              <HStack justify="end" pt="2">
                <CancelButton onClick={onClose} />
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  {t('organizations.members.save')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AppDialog>
  );
}
