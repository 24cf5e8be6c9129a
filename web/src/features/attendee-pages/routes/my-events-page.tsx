import { Container, Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-provider';
import { RegistrationList } from '../components/registration-list';

/** /my_events (spec part 1 §2.1): the signed-in user's registrations with their events. */
export default function MyEventsPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('page.myEvents')}
        </Heading>
        {user ? <RegistrationList userId={user.uid} /> : null}
      </Stack>
    </Container>
  );
}
