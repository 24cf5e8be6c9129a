import { Box, Container, Flex, Heading, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation, useMatch } from 'react-router-dom';
import { LanguageSwitch } from '../components/language-switch';
import { LoadBoundary } from '../components/load-boundary';
import { PageLoader } from '../components/page-loader';
import { PLATFORM_PAGE_NAMES } from '../features/platform-pages/names';
import { UserMenu } from '../components/user-menu';
import { useT } from '../i18n/use-t';

/** The public pages' frame: the landing header of spec part 1 §2.4. */
export function AppLayout() {
  const t = useT();
  // Create Event carries the organization when it is offered from an organization's page.
  const organization = useMatch('/organization/:id/events');
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        _focus={{ top: '2' }}
        bg="white"
        p="2"
        zIndex="skipLink"
      >
        {t('app.skipToContent')}
      </Link>
      <Box as="header" borderBottomWidth="1px" bg="white">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <Heading as="p" size="lg">
              <Link asChild color="blue.800" fontWeight="bold">
                <RouterLink to="/">{t('app.name')}</RouterLink>
              </Link>
            </Heading>
            <Flex align="center" gap="3">
              <LanguageSwitch />
              <UserMenu orgId={organization?.params.id} />
            </Flex>
          </Flex>
        </Container>
      </Box>
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives after its first paint does not push a visible footer down (a layout shift). */}
      <Box as="main" id="main" flex="1" minH="100svh">
        <LoadBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </LoadBoundary>
      </Box>
      {/* The platform's own pages, reachable from every public page. */}
      <Box as="footer" borderTopWidth="1px" bg="gray.50">
        <Container maxW="6xl" py="4">
          <Flex
            as="nav"
            aria-label={t('platformPages.otherPages')}
            gap="5"
            wrap="wrap"
            fontSize="sm"
          >
            {PLATFORM_PAGE_NAMES.map((page) => (
              <Link key={page} asChild color="blue.800">
                <RouterLink to={`/${page}`}>{t(`page.${page}`)}</RouterLink>
              </Link>
            ))}
          </Flex>
        </Container>
      </Box>
    </Flex>
  );
}
