import {
  Alert,
  Badge,
  Box,
  Heading,
  HStack,
  Image,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { COLLECTIONS, paths, type Company, type CompanySettings, type WithId } from '@aforo/domain';
import { collection, documentId, limit, query, where } from 'firebase/firestore/lite';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { hasText, RichText } from '../../../components/rich-text';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { converter } from '../../../lib/firestore/converter';
import { liteDb, useLiteQuery } from '../../../lib/firestore/lite';
import { groupByStandType } from '../lib/companies';
import { companiesMessages } from '../messages';

/** How many companies the landing reads at most (the read stays bounded). */
const COMPANIES_LIMIT = 200;

/*
 * The landing's companies (and fairs) section, lazily loaded with its messages: the visible
 * companies grouped by stand type in the saved order, and /{section}/{companyId}, one company's
 * page. Read once with Firestore Lite; the rules let visitors list visible companies only, so the
 * query says so.
 */

function useVisibleCompanies(eventId: string) {
  const q = useMemo(
    () =>
      query(
        collection(liteDb, paths.companies(eventId)).withConverter(converter<Company>()),
        where('visible', '==', true),
        limit(COMPANIES_LIMIT),
      ),
    [eventId],
  );
  return useLiteQuery(q, `landing-companies:${eventId}`);
}

function useSettings(eventId: string) {
  const q = useMemo(
    () =>
      query(
        collection(liteDb, COLLECTIONS.eventCompanies).withConverter(
          converter<WithId<CompanySettings>>(),
        ),
        where(documentId(), '==', eventId),
      ),
    [eventId],
  );
  return useLiteQuery(q, `landing-company-settings:${eventId}`);
}

export function CompaniesSection(props: {
  eventId: string;
  section: string;
  basePath: string;
  /** A company id: its page instead of the list. */
  detail: string;
}) {
  return (
    <MoreMessages messages={companiesMessages}>
      <Companies {...props} />
    </MoreMessages>
  );
}

function Companies({
  eventId,
  section,
  basePath,
  detail,
}: {
  eventId: string;
  section: string;
  basePath: string;
  detail: string;
}) {
  const t = useT();
  const companies = useVisibleCompanies(eventId);
  const settings = useSettings(eventId);
  if (companies.status === 'loading' || settings.status === 'loading') return <PageLoader />;
  if (companies.status === 'error' || settings.status === 'error') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('companies.listFailed')}</Alert.Title>
      </Alert.Root>
    );
  }
  const sectionPath = `${basePath}/${section}`;
  const config = settings.data[0];
  if (detail !== '') {
    const company = companies.data.find((c) => c._id === detail);
    return company ? (
      <CompanyPage company={company} backTo={sectionPath} />
    ) : (
      <Stack gap="3">
        <Alert.Root status="info" data-testid="landing-company-missing">
          <Alert.Indicator />
          <Alert.Title>{t('companies.landing.notFound')}</Alert.Title>
        </Alert.Root>
        <BackLink to={sectionPath} />
      </Stack>
    );
  }
  if (companies.data.length === 0) {
    return <Text data-testid="landing-companies-empty">{t('companies.landing.empty')}</Text>;
  }
  const groups = groupByStandType(companies.data, config?.stand_types ?? []);
  const asStands = config?.config.visualization === 'stand';
  return (
    <Stack gap="6" data-testid="landing-companies">
      {groups.map((group) => {
        const title =
          group.standType?.label ?? (groups.length > 1 ? t('companies.landing.others') : null);
        return (
          <Stack as="section" gap="3" key={group.standType?.id ?? 'none'}>
            {title ? (
              <HStack gap="2">
                <Box
                  boxSize="3"
                  rounded="full"
                  bg={group.standType?.color ?? 'gray.500'}
                  aria-hidden
                />
                <Heading as="h3" size="lg">
                  {title}
                </Heading>
              </HStack>
            ) : null}
            <List.Root
              variant="plain"
              display="grid"
              gridTemplateColumns={asStands ? { base: '1fr', md: 'repeat(2, 1fr)' } : '1fr'}
              gap="3"
              data-testid="landing-company-list"
            >
              {group.companies.map((company) => (
                <List.Item key={company._id} display="block">
                  <CompanyCard
                    company={company}
                    to={`${sectionPath}/${encodeURIComponent(company._id)}`}
                    asStand={asStands}
                    color={group.standType?.color}
                  />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}

function CompanyCard({
  company,
  to,
  asStand,
  color,
}: {
  company: Company;
  to: string;
  asStand: boolean;
  color: string | undefined;
}) {
  const t = useT();
  return (
    <Box
      borderWidth="1px"
      borderTopWidth={color ? '4px' : '1px'}
      borderTopColor={color}
      rounded="md"
      overflow="hidden"
      h="full"
      data-testid="landing-company"
    >
      {asStand && company.stand_image ? (
        <Image src={company.stand_image} alt="" w="full" h="36" objectFit="cover" />
      ) : null}
      <HStack gap="3" p="3" align="start">
        {company.list_image ? (
          <Image
            src={company.list_image}
            alt={t('companies.landing.logoAlt', { name: company.name })}
            boxSize="14"
            objectFit="contain"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="1">
          <Link asChild fontWeight="semibold" fontSize="lg">
            <RouterLink to={to}>{company.name}</RouterLink>
          </Link>
          {hasText(company.short_description) ? (
            <RichText html={company.short_description} fontSize="sm" />
          ) : null}
        </Stack>
      </HStack>
    </Box>
  );
}

function BackLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link asChild alignSelf="start">
      <RouterLink to={to}>← {t('companies.landing.back')}</RouterLink>
    </Link>
  );
}

/** One company's page: description, schedule, contacts, links, products/services, documents. */
function CompanyPage({ company, backTo }: { company: Company; backTo: string }) {
  const t = useT();
  const links = [
    company.webpage ? { label: t('companies.webpage'), href: company.webpage } : null,
    company.linkedin ? { label: t('companies.linkedin'), href: company.linkedin } : null,
    company.video_url ? { label: t('companies.landing.video'), href: company.video_url } : null,
    ...company.social_networks.map((n) => ({ label: n.network, href: n.url })),
  ].filter((l): l is { label: string; href: string } => l !== null);
  const hasContacts =
    company.email !== '' ||
    company.telefono !== '' ||
    company.advisor.length > 0 ||
    hasText(company.contact_info?.description);
  return (
    <Stack gap="5" data-testid="landing-company-page">
      <BackLink to={backTo} />
      {company.stand_image ? (
        <Image
          src={company.stand_image}
          alt={t('companies.landing.standAlt', { name: company.name })}
          w="full"
          maxH="xs"
          objectFit="cover"
          rounded="md"
        />
      ) : null}
      <HStack gap="4">
        {company.list_image ? (
          <Image
            src={company.list_image}
            alt={t('companies.landing.logoAlt', { name: company.name })}
            boxSize="20"
            objectFit="contain"
          />
        ) : null}
        <Heading as="h3" size="2xl">
          {company.name}
        </Heading>
      </HStack>
      <RichText html={company.description} data-testid="landing-company-description" />
      {hasText(company.times_and_venues) ? (
        <Part title={t('companies.landing.schedule')}>
          <RichText html={company.times_and_venues} />
        </Part>
      ) : null}
      {hasContacts ? (
        <Part title={t('companies.landing.contacts')}>
          {hasText(company.contact_info?.description) ? (
            <RichText html={company.contact_info.description} />
          ) : null}
          {company.email ? (
            <Text>
              {t('companies.email')}: <Link href={`mailto:${company.email}`}>{company.email}</Link>
            </Text>
          ) : null}
          {company.telefono ? (
            <Text>
              {t('companies.phone')}:{' '}
              <Link href={`tel:${company.telefono}`}>{company.telefono}</Link>
            </Text>
          ) : null}
          {company.advisor.length > 0 ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="landing-company-advisors">
              {company.advisor.map((a, i) => (
                <HStack key={`${a.email}-${i}`} borderWidth="1px" rounded="md" p="3" gap="3">
                  {a.image ? (
                    <Image src={a.image} alt="" boxSize="12" rounded="full" objectFit="cover" />
                  ) : null}
                  <Stack gap="0">
                    <Text fontWeight="semibold">{a.name}</Text>
                    <Text fontSize="sm">{a.cargo}</Text>
                    <Link fontSize="sm" href={`mailto:${a.email}`}>
                      {a.email}
                    </Link>
                    <Link fontSize="sm" href={`tel:${a.codPais}${a.number}`}>
                      {`${a.codPais} ${a.number}`}
                    </Link>
                  </Stack>
                </HStack>
              ))}
            </SimpleGrid>
          ) : null}
        </Part>
      ) : null}
      {links.length > 0 ? (
        <Part title={t('companies.landing.links')}>
          <List.Root variant="plain" gap="1">
            {links.map((l) => (
              <List.Item key={`${l.label}-${l.href}`}>
                <Link href={l.href} target="_blank" rel="noreferrer">
                  {l.label}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Part>
      ) : null}
      {company.services.length > 0 ? (
        <Part title={t('companies.landing.services')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="landing-company-services">
            {company.services.map((s, i) => (
              <Stack key={`${s.nombre}-${i}`} borderWidth="1px" rounded="md" p="3" gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{s.nombre}</Text>
                  <Badge>{s.category}</Badge>
                </HStack>
                {hasText(s.description) ? <RichText html={s.description} fontSize="sm" /> : null}
                {s.web_url ? (
                  <Link href={s.web_url} target="_blank" rel="noreferrer" fontSize="sm">
                    {s.web_url}
                  </Link>
                ) : null}
              </Stack>
            ))}
          </SimpleGrid>
        </Part>
      ) : null}
      {company.brochure ? (
        <Part title={t('companies.landing.documents')}>
          <Link href={company.brochure} target="_blank" rel="noreferrer">
            {t('companies.landing.brochure')}
          </Link>
        </Part>
      ) : null}
      {company.gallery.length > 0 ? (
        <Part title={t('companies.landing.gallery')}>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            {company.gallery.map((g, i) => (
              <Image
                key={`${g.image}-${i}`}
                src={g.image}
                alt={t('companies.landing.galleryAlt', { n: i + 1, name: company.name })}
                rounded="md"
                objectFit="cover"
                aspectRatio={4 / 3}
              />
            ))}
          </SimpleGrid>
        </Part>
      ) : null}
    </Stack>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h4" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
