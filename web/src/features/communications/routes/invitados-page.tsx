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
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { useDefaultLabels } from '../../../lib/default-labels';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useSession } from '../../../lib/session/session-provider';
import { useRoleList } from '../../checkin';
import {
  formAudience,
  countMailing,
  forgetSendId,
  sendMailing,
  sendIdFor,
  sendTestMailing,
  useMailQuota,
  useMailingCount,
  useMailingPreview,
  type MailingForm,
} from '../api/mailings';
import { MailQuota } from '../components/mail-quota';
import { SendConfirmDialog } from '../components/send-confirm-dialog';

/** A send waiting for its confirmation: what was on the form, how many, and its key. */
interface PendingSend {
  form: MailingForm;
  count: number;
  sendId: string;
}

const EMPTY: MailingForm = { target: 'all', emails: '', subject: '', message: '', rsvp: false };

/**
 * invitados (part 1 §2.2, §7.3): a mail to all attendees, a role, those checked in or not, or
 * typed e-mails; as an invitation or as the RSVP request. The server counts the audience and
 * renders the preview with the queries and the template the send uses (api/mailings.ts), so what
 * the page shows is what goes out. "Enviar prueba" mails the signed-in organizer only; a send to
 * more than one person is confirmed first, under a key that makes a repeated confirmation send
 * once.
 */
export default function InvitadosPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const session = useSession();
  const labels = useDefaultLabels();
  const roles = useRoleList(event._id);
  const [form, setForm] = useState<MailingForm>(EMPTY);
  const [recipient, setRecipient] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [testing, setTesting] = useState(false);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const audience = formAudience(form);
  const count = useMailingCount(event._id, audience, form.rsvp);
  const preview = useMailingPreview(event._id, form, recipient || null);
  const ownEmail = session.user?.email ?? null;
  const quota = useMailQuota(event._id);

  /** A change of who receives it also resets whom the preview shows. */
  const setAudience = (change: Partial<MailingForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setRecipient('');
  };

  const send = async (toSend: PendingSend) => {
    setSending(true);
    setConfirmError(null);
    try {
      const answer = await sendMailing(event._id, toSend.form, toSend.sendId);
      const queued =
        answer.state === 'queuing'
          ? t('communications.inProgress')
          : t(answer.already ? 'communications.alreadySent' : 'communications.sent', {
              count: answer.queued,
            });
      const skipped =
        answer.skipped > 0 ? ` ${t('communications.skipped', { count: answer.skipped })}` : '';
      setResult(queued + skipped);
      setPending(null);
      await forgetSendId(event._id, toSend.form);
    } catch (failure) {
      const message = t('communications.failed', { message: normalizeError(failure).message });
      if (toSend.count > 1) setConfirmError(message);
      else setError(message);
    } finally {
      setSending(false);
    }
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setResult(null);
    setError(null);
    if (audience.kind === 'emails' && (audience.emails ?? []).length === 0) {
      setError(t('communications.noRecipients'));
      return;
    }
    setPreparing(true);
    try {
      // Counted again now: the dialog states what the server would send at this moment.
      const { count: now } = await countMailing(event._id, audience, form.rsvp);
      if (now === 0) {
        setError(t('communications.noRecipients'));
        return;
      }
      const toSend = { form, count: now, sendId: await sendIdFor(event._id, form) };
      if (now === 1) {
        await send(toSend);
      } else {
        setConfirmError(null);
        setPending(toSend);
      }
    } catch (failure) {
      setError(t('communications.failed', { message: normalizeError(failure).message }));
    } finally {
      setPreparing(false);
    }
  };

  const sendTest = async () => {
    setTestResult(null);
    setTesting(true);
    try {
      const { to } = await sendTestMailing(event._id, form);
      setTestResult({ ok: true, text: t('communications.testSent', { email: to }) });
      quota.reload();
    } catch (failure) {
      setTestResult({
        ok: false,
        text: t('communications.testFailed', { message: normalizeError(failure).message }),
      });
    } finally {
      setTesting(false);
    }
  };

  const countText =
    count.status === 'success'
      ? t('communications.previewCount', { count: count.data.count })
      : count.status === 'error'
        ? t('communications.countFailed', { message: count.error.message })
        : count.status === 'loading'
          ? t('communications.counting')
          : t('communications.noRecipients');

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
      <MailQuota quota={quota} />
      <Stack as="form" gap="4" maxW="2xl" onSubmit={(e: FormEvent) => void submit(e)}>
        <Field.Root>
          <Field.Label>{t('communications.recipients')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.target}
              onChange={(e) => setAudience({ target: e.target.value })}
            >
              <option value="all">{t('communications.to.all')}</option>
              {(roles ?? []).map((role) => (
                <option key={role._id} value={`role:${role._id}`}>
                  {t('communications.to.role', { role: labels.role(role) })}
                </option>
              ))}
              <option value="checkedIn">{t('communications.to.checkedIn')}</option>
              <option value="notCheckedIn">{t('communications.to.notCheckedIn')}</option>
              <option value="emails">{t('communications.to.emails')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {form.target === 'emails' ? (
          <Field.Root>
            <Field.Label>{t('communications.emails')}</Field.Label>
            <Textarea
              rows={3}
              value={form.emails}
              onChange={(e) => setAudience({ emails: e.target.value })}
            />
          </Field.Root>
        ) : null}
        <Field.Root>
          <Field.Label>{t('communications.subject')}</Field.Label>
          <Input
            value={form.subject}
            onChange={(e) => setForm((f) => ({ ...f, subject: e.target.value }))}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('communications.message')}</Field.Label>
          <Textarea
            rows={6}
            value={form.message}
            onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))}
          />
        </Field.Root>
        <Checkbox.Root
          checked={form.rsvp}
          onCheckedChange={(change) => setAudience({ rsvp: change.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('communications.rsvp')}</Checkbox.Label>
        </Checkbox.Root>
        <Box borderWidth="1px" borderRadius="md" p="4" data-testid="communication-preview">
          <Heading as="h2" size="sm" mb="2">
            {t('communications.preview')}
          </Heading>
          <Text fontWeight="bold" data-testid="communication-count" aria-live="polite">
            {countText}
          </Text>
          <Field.Root mt="3">
            <Field.Label>{t('communications.previewAs')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={recipient} onChange={(e) => setRecipient(e.target.value)}>
                <option value="">{t('communications.sample')}</option>
                {(preview.status === 'success' ? preview.data.recipients : []).map((r) => (
                  <option key={r.email} value={r.email}>
                    {r.names ? `${r.names} <${r.email}>` : r.email}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {preview.status === 'success' ? (
            <Stack gap="1" mt="3" data-testid="mail-preview">
              <Text fontSize="sm">{t('communications.previewTo', { to: preview.data.to })}</Text>
              <Text fontWeight="bold">
                {t('communications.previewSubject', { subject: preview.data.subject })}
              </Text>
              <RichText
                html={preview.data.html}
                borderWidth="1px"
                borderRadius="sm"
                p="3"
                bg="bg.subtle"
                overflowWrap="anywhere"
              />
            </Stack>
          ) : (
            <Text mt="3" fontSize="sm" color="fg.muted">
              {preview.status === 'error'
                ? t('communications.previewFailed', { message: preview.error.message })
                : preview.status === 'loading'
                  ? t('communications.previewLoading')
                  : t('communications.noRecipients')}
            </Text>
          )}
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
        {testResult ? (
          <Alert.Root
            status={testResult.ok ? 'success' : 'error'}
            data-testid="communication-test-result"
          >
            <Alert.Indicator />
            <Alert.Title>{testResult.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              loading={testing}
              onClick={() => void sendTest()}
            >
              {t('communications.sendTest')}
            </Button>
            <Button type="submit" loading={preparing || (sending && pending === null)}>
              {t('communications.send')}
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {ownEmail
              ? t('communications.sendTestHelp', { email: ownEmail })
              : t('communications.sendTestNoEmail')}
          </Text>
        </Stack>
      </Stack>
      <SendConfirmDialog
        open={pending !== null}
        count={pending?.count ?? 0}
        subject={
          preview.status === 'success' ? preview.data.subject : (pending?.form.subject ?? '')
        }
        sending={sending}
        error={confirmError}
        onConfirm={() => {
          if (pending && !sending) void send(pending);
        }}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
