import { Alert, Box, Heading, Text } from '@chakra-ui/react';
import type { MailQuotaStatus } from '@aforo/domain';
import { useT } from '../../../i18n/use-t';
import { formatTime } from '../../../lib/dates';
import type { QueryState } from '../../../lib/api-query';
import { useAdminDateScope } from '../../../lib/use-date-scope';

/**
 * The event's hourly mail quota (domain MAIL_QUOTA): how much is used and when it resets, so an
 * organizer whose registrations are refused for it sees why here rather than guessing.
 */
export function MailQuota({ quota }: { quota: QueryState<MailQuotaStatus> }) {
  const t = useT();
  const scope = useAdminDateScope();
  if (quota.status !== 'success') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="mail-quota">
        {quota.status === 'error'
          ? t('communications.quota.failed', { message: quota.error.message })
          : t('communications.quota.loading')}
      </Text>
    );
  }
  const { used, limit, resets_at: resetsAt } = quota.data;
  const time = formatTime(resetsAt, scope);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" maxW="2xl" data-testid="mail-quota">
      <Heading as="h2" size="sm" mb="1">
        {t('communications.quota.title')}
      </Heading>
      <Text data-testid="mail-quota-usage">
        {t('communications.quota.usage', { used, limit, time })}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('communications.quota.help')}
      </Text>
      {used >= limit ? (
        <Alert.Root status="warning" mt="2">
          <Alert.Indicator />
          <Alert.Title>{t('communications.quota.full', { time })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
