import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { MenuGroup } from '../sections';

/** The admin side menu (spec part 1 §2.3); `onNavigate` closes the drawer on small screens. */
export function SideMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('menu.label')} data-testid="admin-menu">
      <Stack gap="5">
        {groups.map((group) => (
          <Stack key={group.title} gap="1">
            <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" px="3">
              {t(group.title)}
            </Heading>
            {group.entries.map((entry) => (
              <Link
                key={entry.to}
                asChild
                px="3"
                py="1.5"
                rounded="md"
                color="fg"
                _hover={{ bg: 'blue.50', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { bg: 'blue.100', fontWeight: 'semibold' } }}
              >
                <NavLink to={entry.to} onClick={onNavigate}>
                  {t(entry.title)}
                </NavLink>
              </Link>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
