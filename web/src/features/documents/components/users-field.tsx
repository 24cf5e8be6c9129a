import { Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useT } from '../../../i18n/use-t';
import { accountByEmail, useDocumentUsers } from '../api/documents-store';

/**
 * permissionUser (spec §6: users picked by e-mail {email}): an e-mail is looked up among the
 * event's attendees and their account id is kept; the list shows each account by its e-mail.
 */
export function UsersField({
  name,
  eventId,
  readOnly,
}: {
  name: string;
  eventId: string;
  readOnly: boolean;
}) {
  const t = useT();
  const [field, meta, helpers] = useField<string[]>(name);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = field.value;
  const known = useDocumentUsers(eventId, ids);
  const emailOf = (id: string) => {
    const found = known.status === 'success' ? known.data.find((a) => a.account_id === id) : null;
    const address = found?.properties['email'];
    return typeof address === 'string' ? address : t('documents.unknownUser', { id });
  };

  async function add() {
    const address = email.trim().toLowerCase();
    if (address === '') return;
    setBusy(true);
    setProblem(null);
    try {
      const account = await accountByEmail(eventId, address);
      if (account === null) setProblem(t('documents.userNotFound', { email: address }));
      else if (ids.includes(account)) setProblem(t('documents.userAlready', { email: address }));
      else {
        await helpers.setValue([...ids, account]);
        setEmail('');
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const error = problem ?? (meta.touched ? meta.error : undefined);
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('documents.users')}</Text>
      {ids.length > 0 ? (
        <List.Root variant="plain" gap="1" data-testid="document-users">
          {ids.map((id) => (
            <List.Item key={id}>
              <HStack gap="2">
                <Text>{emailOf(id)}</Text>
                {readOnly ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('documents.removeUser', { email: emailOf(id) })}
                    onClick={() => void helpers.setValue(ids.filter((x) => x !== id))}
                  >
                    {t('resource.upload.remove')}
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {readOnly ? null : (
        <Field.Root invalid={error !== undefined}>
          <Field.Label>{t('documents.userEmail')}</Field.Label>
          <HStack gap="2" w="full" maxW="xl">
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void add();
                }
              }}
            />
            <Button variant="outline" loading={busy} onClick={() => void add()}>
              {t('documents.addUser')}
            </Button>
          </HStack>
          <FieldErrorText message={error} />
        </Field.Root>
      )}
    </Stack>
  );
}
