import { Box, Flex, Link } from '@chakra-ui/react';
import type { MenuSection, MenuSectionType } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import type { LandingTheme } from '../../../lib/landing-theme';

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
  const labels = useDefaultLabels();
  if (sections.length < 2) return null;
  return (
    <LandingNavBar
      label={t('landing.sectionsNav')}
      testId="landing-sections"
      theme={theme}
      links={sections.map((item) => ({
        key: item.section,
        to: `${basePath}/${item.section}`,
        text: labels.section(item.section, item.name),
        current: item.section === active,
      }))}
    />
  );
}

export interface LandingNavLink {
  key: string;
  to: string;
  text: string;
  current: boolean;
}

/** A bar of landing links in the event's menu colours (the sections, the custom pages). */
export function LandingNavBar({
  label,
  testId,
  theme,
  links,
}: {
  label: string;
  testId: string;
  theme: LandingTheme;
  links: readonly LandingNavLink[];
}) {
  return (
    <Box
      as="nav"
      aria-label={label}
      bg={theme.menuBg}
      borderWidth="1px"
      borderRadius="md"
      px="2"
      data-testid={testId}
    >
      <Flex as="ul" wrap="wrap" gap="1" listStyleType="none">
        {links.map((link) => (
          <Box as="li" key={link.key}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="2"
              color={theme.menuText}
              fontWeight={link.current ? 'bold' : 'normal'}
              borderBottomWidth="3px"
              borderColor={link.current ? theme.menuText : 'transparent'}
              aria-current={link.current ? 'page' : undefined}
            >
              <RouterLink to={link.to}>{link.text}</RouterLink>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
