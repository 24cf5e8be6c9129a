import { Box, Container, Flex, Heading, Link, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../components/language-switch';
import { useT } from '../i18n/use-t';

export function AppLayout() {
  const t = useT();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" bg="white">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4">
            <Heading as="p" size="lg">
              <Link asChild color="blue.800" fontWeight="bold">
                <RouterLink to="/">{t('app.name')}</RouterLink>
              </Link>
            </Heading>
            <LanguageSwitch />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="main" flex="1">
        <Suspense fallback={<Spinner m="8" aria-label="…" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
