import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  Link,
  Portal,
  Text,
} from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { UserMenu } from '../../../components/user-menu';
import { useT } from '../../../i18n/use-t';
import type { MenuGroup } from '../sections';
import { SideMenu } from './side-menu';
import { ViewEventLinks } from './view-event-links';

/**
 * The admin header and the event-admin drawer (spec part 1 §2.1): the menu sits beside the
 * content on wide screens and in a drawer on narrow ones. Shown in every state of the shell, so
 * loading, timeout and errors appear inside the same frame.
 */
export function AdminFrame({
  event,
  menu,
  children,
}: {
  event: AforoEvent | null;
  menu: MenuGroup[] | null;
  children: ReactNode;
}) {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" bg="white" px="4" py="3">
        <Flex align="center" gap="3" wrap="wrap">
          {menu ? (
            <Button size="sm" variant="outline" hideFrom="lg" onClick={() => setDrawerOpen(true)}>
              {t('menu.open')}
            </Button>
          ) : null}
          <Heading as="p" size="lg">
            <Link asChild color="blue.800" fontWeight="bold">
              <RouterLink to="/">{t('app.name')}</RouterLink>
            </Link>
          </Heading>
          {event ? (
            <Text fontWeight="medium" truncate maxW="md" data-testid="admin-event-name">
              {event.name}
            </Text>
          ) : null}
          <Flex ms="auto" align="center" gap="2" wrap="wrap">
            {event ? <ViewEventLinks event={event} /> : null}
            <LanguageSwitch />
            <UserMenu orgId={event?.organizer_id ?? undefined} />
          </Flex>
        </Flex>
      </Box>
      <Flex flex="1" align="stretch">
        {menu ? (
          <Box
            as="aside"
            hideBelow="lg"
            w="64"
            flexShrink={0}
            borderEndWidth="1px"
            bg="gray.50"
            py="5"
            px="2"
          >
            <SideMenu groups={menu} />
          </Box>
        ) : null}
        <Box as="main" id="main" flex="1" minW="0" p={{ base: '4', md: '8' }}>
          {children}
        </Box>
      </Flex>
      {menu ? (
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(e) => setDrawerOpen(e.open)}
          placement="start"
          lazyMount
          unmountOnExit
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>{t('menu.label')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <SideMenu groups={menu} onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
    </Flex>
  );
}
