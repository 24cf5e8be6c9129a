import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { INVITATION_MAX, RSVP_MAX } from '@aforo/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useAttendeeCache, useRoleList } from '../../checkin';
import { chunks, recipientsOf, type Audience } from '../lib/recipients';

const PREVIEW_RECIPIENTS = 5;

function audienceOf(value: string, emails: string): Audience {
  if (value.startsWith('role:')) return { kind: 'role', rolId: value.slice(5) };
  if (value === 'checkedIn' || value === 'notCheckedIn' || value === 'all') return { kind: value };
  return { kind: 'emails', text: emails };
}

/**
 * invitados (part 1 §2.2, §7.3; issue #19 item 4): a mail to all attendees, a role, those checked
 * in or not, or typed e-mails, with a preview; as an invitation (POST invitation) or as the RSVP
 * request (sendeventrsvp). The API queues one mail per recipient (the SMTP trigger delivers
 * them), in batches the endpoints bound; Comunicaciones enviadas lists each mail's state.
 */
export default function InvitadosPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const attendees = useAttendeeCache(event._id);
  const roles = useRoleList(event._id);
  const [target, setTarget] = useState('all');
  const [emails, setEmails] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [rsvp, setRsvp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const list = attendees.status === 'ready' ? attendees.rows.map((row) => row.attendee) : [];
  const recipients = recipientsOf(audienceOf(target, emails), list);
  // The RSVP request goes to registered attendees only (it names them by id).
  const usable = rsvp ? recipients.filter((r) => r.attendeeId !== null) : recipients;

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setResult(null);
    if (usable.length === 0) {
      setError(t('communications.noRecipients'));
      return;
    }
    setError(null);
    setSending(true);
    let queued = 0;
    try {
      const id = encodeURIComponent(event._id);
      if (rsvp) {
        for (const slice of chunks(usable, RSVP_MAX)) {
          const answer = await apiFetch<{ queued: number }>(`/api/rsvp/sendeventrsvp/${id}`, {
            method: 'POST',
            body: JSON.stringify({
              attendee_ids: slice.map((r) => r.attendeeId),
              subject,
              message,
            }),
          });
          queued += answer.queued;
        }
      } else {
        for (const slice of chunks(usable, INVITATION_MAX)) {
          const answer = await apiFetch<{ queued: number }>(`/api/events/${id}/invitation`, {
            method: 'POST',
            body: JSON.stringify({ emails: slice.map((r) => r.email), subject, message }),
          });
          queued += answer.queued;
        }
      }
      setResult(t('communications.sent', { count: queued }));
    } catch (failure) {
      const text =
        failure instanceof ApiRequestError && failure.errors
          ? Object.values(failure.errors).join(' ')
          : failure instanceof Error
            ? failure.message
            : String(failure);
      setError(t('communications.failed', { message: text }));
      if (queued > 0) setResult(t('communications.sent', { count: queued }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="5" data-testid="invitados-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('communications.title')}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="importar-excel">{t('communications.import')}</RouterLink>
        </Button>
      </HStack>
      {attendees.status !== 'ready' ? <PageLoader label={t('communications.loading')} /> : null}
      <Stack as="form" gap="4" maxW="2xl" onSubmit={(e: FormEvent) => void submit(e)}>
        <Field.Root>
          <Field.Label>{t('communications.recipients')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="all">{t('communications.to.all')}</option>
              {(roles ?? []).map((role) => (
                <option key={role._id} value={`role:${role._id}`}>
                  {t('communications.to.role', { role: role.name })}
                </option>
              ))}
              <option value="checkedIn">{t('communications.to.checkedIn')}</option>
              <option value="notCheckedIn">{t('communications.to.notCheckedIn')}</option>
              <option value="emails">{t('communications.to.emails')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {target === 'emails' ? (
          <Field.Root>
            <Field.Label>{t('communications.emails')}</Field.Label>
            <Textarea rows={3} value={emails} onChange={(e) => setEmails(e.target.value)} />
          </Field.Root>
        ) : null}
        <Field.Root>
          <Field.Label>{t('communications.subject')}</Field.Label>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('communications.message')}</Field.Label>
          <Textarea rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field.Root>
        <Checkbox.Root
          checked={rsvp}
          onCheckedChange={(change) => setRsvp(change.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('communications.rsvp')}</Checkbox.Label>
        </Checkbox.Root>
        <Box borderWidth="1px" borderRadius="md" p="4" data-testid="communication-preview">
          <Heading as="h2" size="sm" mb="2">
            {t('communications.preview')}
          </Heading>
          <Text fontWeight="bold">
            {t('communications.previewCount', { count: usable.length })}
          </Text>
          <Text fontSize="sm">
            {usable
              .slice(0, PREVIEW_RECIPIENTS)
              .map((r) => r.email)
              .join(', ')}
            {usable.length > PREVIEW_RECIPIENTS ? '…' : ''}
          </Text>
          <Text mt="2" fontWeight="bold">
            {subject || `Invitación a ${event.name}`}
          </Text>
          <Text whiteSpace="pre-wrap">{message}</Text>
        </Box>
        {error ? (
          <Alert.Root status="error" data-testid="communication-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {result ? (
          <Alert.Root status="success" data-testid="communication-result">
            <Alert.Indicator />
            <Alert.Title>{result}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" alignSelf="start" loading={sending}>
          {t('communications.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
