import { Alert, Badge, Button, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { Company } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ReorderList } from '../../../components/resource/reorder-list';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useFirestore } from '../../../lib/firebase-context';
import {
  deleteCompany,
  saveCompanyOrder,
  useCompanies,
  useCompanySettings,
} from '../api/companies-store';

/**
 * /eventadmin/{eventId}/empresas (part 3 §2.2, §4.8): the companies in their saved order, dragged
 * (or moved with the arrows) and saved with "Guardar orden"; each one edited or deleted after
 * the confirmation; "Crear empresa" and the configuration one click away.
 */
export default function CompaniesPage() {
  const t = useT();
  const db = useFirestore();
  const { event, access } = useAdminEvent();
  const eventId = event._id;
  const companies = useCompanies(eventId);
  const settings = useCompanySettings(eventId);
  const canWrite = access.isEventAdmin;
  const standTypes = settings.status === 'success' ? (settings.data?.stand_types ?? []) : [];
  const removal = useDeleteConfirmation<Company>({
    text: t('resource.confirmDeleteText'),
    done: t('companies.deleted'),
    remove: (company) => deleteCompany(db, eventId, company._id),
  });
  const base = `/eventadmin/${encodeURIComponent(eventId)}/empresas`;

  return (
    <Stack gap="5" data-testid="companies-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('companies.title')}
        </Heading>
        <HStack gap="2">
          <Button asChild variant="outline">
            <RouterLink to={`${base}/configuration`}>{t('companies.configuration')}</RouterLink>
          </Button>
          {canWrite ? (
            <Button asChild colorPalette="blue">
              <RouterLink to={`${base}/crear`}>{t('companies.create')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {companies.status === 'loading' ? <PageLoader /> : null}
      {companies.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('companies.listFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {companies.status === 'success' && companies.data.length === 0 ? (
        <Text data-testid="companies-empty">{t('companies.empty')}</Text>
      ) : null}
      {companies.status === 'success' && companies.data.length > 0 ? (
        <Stack gap="2">
          <Text color="fg.muted">{t('companies.orderHelp')}</Text>
          <ReorderList
            items={companies.data}
            itemId={(c) => c._id}
            itemLabel={(c) => c.name}
            label={t('companies.order')}
            testId="companies-order"
            disabled={!canWrite}
            onSave={(ids) => saveCompanyOrder(db, eventId, ids, companies.data)}
            renderItem={(company) => (
              <HStack gap="3" wrap="wrap">
                {company.list_image ? (
                  <Image src={company.list_image} alt="" boxSize="10" objectFit="contain" />
                ) : null}
                <Text fontWeight="medium" flex="1" minW="40">
                  {company.name}
                </Text>
                <Badge variant="subtle">
                  {standTypes.find((s) => s.id === company.stand_type)?.label ??
                    t('companies.noStandType')}
                </Badge>
                {company.visible ? null : (
                  <Badge colorPalette="orange">{t('companies.hidden')}</Badge>
                )}
                {canWrite ? (
                  <HStack gap="2">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={`${base}/editar/${encodeURIComponent(company._id)}`}
                        aria-label={t('companies.editOne', { name: company.name })}
                      >
                        {t('common.edit')}
                      </RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('companies.deleteOne', { name: company.name })}
                      onClick={() => removal.ask(company)}
                    >
                      {t('common.delete')}
                    </Button>
                  </HStack>
                ) : null}
              </HStack>
            )}
          />
        </Stack>
      ) : null}
      {removal.dialog}
    </Stack>
  );
}
