import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';

/** /eventfinished (part 1 §2.1): where an event that is over sends its visitors. */
export default function EventFinishedPage() {
  const t = useT();
  return (
    <Container maxW="3xl" py="12" data-testid="event-finished-page">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {t('page.eventFinished')}
        </Heading>
        <Text>{t('landing.finishedText')}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
