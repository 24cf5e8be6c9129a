import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';

/**
 * The door of an event nobody has registered to yet: says so, and where attendees come from
 * (the landing's registration, the guest import), instead of an empty table without a word.
 */
export function EmptyEventNotice({ eventId, canImport }: { eventId: string; canImport: boolean }) {
  const t = useT();
  const landing = `/landing/${encodeURIComponent(eventId)}`;
  return (
    <Alert.Root status="info" data-testid="checkin-empty-event">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('checkin.emptyEvent.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>{t('checkin.emptyEvent.body')}</Text>
            <HStack gap="3" wrap="wrap">
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={landing} target="_blank" rel="noopener">
                  {t('checkin.emptyEvent.registration')}
                </RouterLink>
              </Link>
              {canImport ? (
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`/eventadmin/${encodeURIComponent(eventId)}/invitados`}>
                    {t('checkin.emptyEvent.import')}
                  </RouterLink>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
