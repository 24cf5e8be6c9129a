import { eventSchema } from '@aforo/domain';
import { Alert, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as yup from 'yup';
import { useErrorModal } from '../../../components/error-modal';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { updateEvent } from '../api/event-setup-api';
import { RichTextEditor } from '../components/rich-text-editor';

// The event schema's own rules for these two fields (length of the markup, a boolean).
const messageSchema = yup.object({
  registration_message: eventSchema.fields.registration_message as yup.StringSchema<string>,
  validateEmail: eventSchema.fields.validateEmail as yup.BooleanSchema<boolean>,
});

/**
 * Mensaje Confirmacion Registro (part 2 §2, route confirmacion-registro): the rich text shown when
 * a registration ends and sent in the confirmation mail, and whether the attendee's e-mail is
 * validated before access. Saved with PUT /api/events/{id} (part 2 §7).
 */
export default function RegistrationMessagePage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const showError = useErrorModal();
  const canWrite = access.isEventAdmin;
  const [message, setMessage] = useState(event.registration_message ?? '');
  const [validateEmail, setValidateEmail] = useState(event.validateEmail === true);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setError(null);
    setOffline(false);
    try {
      const body = await messageSchema.validate(
        { registration_message: message, validateEmail },
        { stripUnknown: true },
      );
      await updateEvent(event._id, body);
      notify(t('eventSetup.message.saved'));
    } catch (err) {
      // What was typed stays in the editor whatever failed.
      if (err instanceof ApiRequestError && err.status === 700) setOffline(true);
      else if (err instanceof Error && err.name === 'ValidationError') setError(err.message);
      else if (err instanceof ApiRequestError && err.errors?.registration_message) {
        setError(err.errors.registration_message);
      } else showError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="5" maxW="4xl" data-testid="registration-message-page">
      <Heading as="h1" size="2xl">
        {t('eventSetup.message.title')}
      </Heading>
      <Text color="fg.muted">{t('eventSetup.message.intro')}</Text>
      <RichTextEditor
        label={t('eventSetup.message.body')}
        value={message}
        onChange={setMessage}
        disabled={!canWrite}
        testId="registration-message-editor"
      />
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Checkbox.Root
        checked={validateEmail}
        disabled={!canWrite}
        onCheckedChange={(e) => setValidateEmail(e.checked === true)}
      >
        <Checkbox.HiddenInput name="validateEmail" />
        <Checkbox.Control />
        <Checkbox.Label>{t('eventSetup.message.validateEmail')}</Checkbox.Label>
      </Checkbox.Root>
      {offline ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('eventSetup.message.unsaved')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {canWrite ? (
        <HStack justify="end">
          <Button colorPalette="blue" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </HStack>
      ) : null}
      <Box>
        <Heading as="h2" size="md" mb="2">
          {t('eventSetup.message.preview')}
        </Heading>
        <Box borderWidth="1px" rounded="md" p="4" data-testid="registration-message-preview">
          <RichText html={message} />
        </Box>
      </Box>
    </Stack>
  );
}
