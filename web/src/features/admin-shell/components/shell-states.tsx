import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';

/** The event did not load (spec part 1 §2.2: a timeout view, not an error page). */
export function TimeoutView({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Card.Root maxW="xl" data-testid="admin-timeout">
      <Card.Body gap="3">
        <Heading as="h1" size="lg">
          {t('admin.timeoutTitle')}
        </Heading>
        <Text>{t('admin.timeoutText')}</Text>
        <Stack direction="row" gap="2">
          <Button colorPalette="blue" onClick={onRetry}>
            {t('common.retry')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Roles or permissions could not be read: a modal that blocks the shell until retried. */
export function RolesErrorModal({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const normalized = normalizeError(error);
  return (
    <AppDialog
      open
      blocking
      onClose={() => {}}
      title={t('error.title', { status: normalized.status })}
      testId="roles-error"
      footer={
        <>
          <Button variant="outline" onClick={() => navigate('/')}>
            {t('notFound.home')}
          </Button>
          <Button colorPalette="blue" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>{t('admin.rolesError')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {normalized.message}
        </Text>
      </Stack>
    </AppDialog>
  );
}

/** Signed in, but neither admin nor staff of this event. */
export function NoAccessView({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <Alert.Root status="warning" maxW="2xl" data-testid="admin-no-access">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.noAccessTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="start">
            <Text>{t('admin.noAccessText')}</Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/landing/${eventId}`}>{t('admin.viewEventById')}</RouterLink>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A section this user's role does not open. */
export function ForbiddenSection() {
  const t = useT();
  return (
    <Alert.Root status="warning" maxW="2xl" data-testid="admin-forbidden">
      <Alert.Indicator />
      <Alert.Title>{t('admin.forbidden')}</Alert.Title>
    </Alert.Root>
  );
}
