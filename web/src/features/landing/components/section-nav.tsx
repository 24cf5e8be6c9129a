import { Box, Flex, Link } from '@chakra-ui/react';
import type { MenuSection, MenuSectionType } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { LandingTheme } from '../lib/theme';

/** The event's menu: one link per visible section, deep-linkable (/landing/{id}/{section}). */
export function SectionNav({
  sections,
  active,
  basePath,
  theme,
}: {
  sections: MenuSection[];
  active: MenuSectionType | null;
  basePath: string;
  theme: LandingTheme;
}) {
  const t = useT();
  if (sections.length < 2) return null;
  return (
    <Box
      as="nav"
      aria-label={t('landing.sectionsNav')}
      bg={theme.menuBg}
      borderWidth="1px"
      borderRadius="md"
      px="2"
      data-testid="landing-sections"
    >
      <Flex as="ul" wrap="wrap" gap="1" listStyleType="none">
        {sections.map((item) => {
          const current = item.section === active;
          return (
            <Box as="li" key={item.section}>
              <Link
                asChild
                display="inline-block"
                px="3"
                py="2"
                color={theme.menuText}
                fontWeight={current ? 'bold' : 'normal'}
                borderBottomWidth="3px"
                borderColor={current ? theme.menuText : 'transparent'}
                aria-current={current ? 'page' : undefined}
              >
                <RouterLink to={`${basePath}/${item.section}`}>{item.name}</RouterLink>
              </Link>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
