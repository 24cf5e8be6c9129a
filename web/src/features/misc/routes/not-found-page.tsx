import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';

/** Spec part 3 §2.11. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="4xl">
          {t('notFound.title')}
        </Heading>
        <Text fontSize="lg">{t('notFound.text')}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
