import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useErrorModal } from '../../../components/error-modal';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { findUserInEvent, resetUserPassword, type FoundUser } from '../api/password-lookup';

/**
 * adminUsers (spec part 1 §2.8), secure variant: passwords are never stored readable, so the
 * tool says whether the user has one ('NO TIENE' otherwise) and issues a temporary password to
 * copy or a link by mail instead of revealing a stored one.
 */
export default function PasswordLookupPage() {
  const t = useT();
  const showError = useErrorModal();
  const { event } = useAdminEvent();
  const [email, setEmail] = useState('');
  const [eventId, setEventId] = useState(event._id);
  const [found, setFound] = useState<{ user: FoundUser; eventId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setFound(null);
    setTemporary(null);
    if (email.trim() === '' || eventId.trim() === '') {
      notify(t('passwords.missingFields'), { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const user = await findUserInEvent(email.trim().toLowerCase(), eventId.trim());
      setFound({ user, eventId: eventId.trim() });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        notify(t('passwords.notInEvent'), { type: 'error' });
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const reset = async (asTemporary: boolean) => {
    if (found === null) {
      notify(t('passwords.searchFirst'), { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const result = await resetUserPassword(found.eventId, found.user.email, asTemporary);
      if (result.delivery === 'password' && result.password) {
        setTemporary(result.password);
        await navigator.clipboard.writeText(result.password).then(
          () => notify(t('passwords.copied')),
          () => undefined,
        );
      } else {
        notify(t('passwords.linkSent'));
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="lg" data-testid="password-lookup">
      <Heading as="h1" size="lg">
        {t('passwords.title')}
      </Heading>
      <form onSubmit={(e) => void search(e)} noValidate>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>{t('passwords.email')}</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('passwords.eventId')}</Field.Label>
            <Input value={eventId} onChange={(e) => setEventId(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" loading={busy} alignSelf="start">
            {t('passwords.search')}
          </Button>
        </Stack>
      </form>
      {found ? (
        <Stack gap="1" data-testid="password-result">
          <Text>{t('passwords.user', { names: found.user.names })}</Text>
          <Text fontWeight="bold">
            {found.user.has_password ? t('passwords.hasPassword') : t('passwords.none')}
          </Text>
        </Stack>
      ) : null}
      {temporary ? (
        <Text data-testid="temporary-password">
          {t('passwords.temporaryValue', { password: temporary })}
        </Text>
      ) : null}
      <HStack wrap="wrap">
        <Button variant="outline" disabled={busy} onClick={() => void reset(true)}>
          {t('passwords.temporary')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void reset(false)}>
          {t('passwords.sendLink')}
        </Button>
      </HStack>
    </Stack>
  );
}
