import { Alert, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { companySchema, type CompanyInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { isRequired } from '../../../components/resource/resource-form';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useFirestore } from '../../../lib/firebase-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope, OptionsSource, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import {
  createCompany,
  loadCompany,
  updateCompany,
  useCompanySettings,
} from '../api/companies-store';
import {
  AdvisorsInput,
  FormSection,
  GalleryInput,
  NetworksInput,
  ServicesInput,
  companyImageUpload,
} from '../components/company-form-parts';
import { companyValues, emptyCompany } from '../lib/companies';

/** The stand types of the configuration, live: a type added there shows here at once. */
const standTypeOptions: OptionsSource = {
  useOptions({ eventId }) {
    const settings = useCompanySettings(eventId);
    if (settings.status !== 'success') return settings;
    const types = settings.data?.stand_types ?? [];
    return {
      status: 'success',
      data: types.map((type) => ({ value: type.id, label: { text: type.label } })),
    };
  },
};

const MAIN_FIELDS: readonly ResourceField<CompanyInput>[] = [
  { name: 'name', label: 'companies.name' },
  { name: 'stand_type', label: 'companies.standType', kind: 'select', options: standTypeOptions },
  { name: 'visible', label: 'companies.visible', kind: 'boolean' },
  { name: 'short_description', label: 'companies.shortDescription', kind: 'richText' },
  { name: 'description', label: 'companies.description', kind: 'richText' },
  {
    name: 'list_image',
    label: 'companies.logo',
    help: 'companies.logoHelp',
    kind: 'image',
    upload: companyImageUpload,
  },
  {
    name: 'stand_image',
    label: 'companies.standImage',
    help: 'companies.standImageHelp',
    kind: 'image',
    upload: companyImageUpload,
  },
];

const CONTACT_FIELDS: readonly ResourceField<CompanyInput>[] = [
  { name: 'email', label: 'companies.email' },
  { name: 'telefono', label: 'companies.phone' },
  { name: 'webpage', label: 'companies.webpage' },
  { name: 'linkedin', label: 'companies.linkedin' },
  { name: 'video_url', label: 'companies.video' },
  { name: 'brochure', label: 'companies.brochure' },
  { name: 'times_and_venues', label: 'companies.timesAndVenues', kind: 'richText' },
];

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; values: CompanyInput };

/**
 * /empresas/crear and /empresas/editar/{companyId} (part 3 §2.2, §4.8, §5.1): "Crear empresa"
 * or "Editar empresa"; while saving both buttons are disabled, a failure enables them again and
 * keeps the values; a save goes back to the list.
 */
export default function CompanyFormPage() {
  const t = useT();
  const db = useFirestore();
  const navigate = useNavigate();
  const { companyId } = useParams();
  const { event, access } = useAdminEvent();
  const eventId = event._id;
  const listPath = `/eventadmin/${encodeURIComponent(eventId)}/empresas`;
  const readOnly = !access.isEventAdmin;
  const [loaded, setLoaded] = useState<Loaded>(
    companyId ? { status: 'loading' } : { status: 'ready', values: emptyCompany() },
  );
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId, timeZone: eventTimeZone(event) }),
    [eventId, event],
  );

  useEffect(() => {
    if (!companyId) return;
    let live = true;
    loadCompany(db, eventId, companyId).then(
      (company) => {
        if (live)
          setLoaded(
            company ? { status: 'ready', values: companyValues(company) } : { status: 'missing' },
          );
      },
      () => {
        if (live) setLoaded({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [db, eventId, companyId]);

  async function submit(values: CompanyInput, helpers: FormikHelpers<CompanyInput>) {
    setFailure(null);
    try {
      if (companyId) await updateCompany(db, eventId, companyId, values);
      else await createCompany(db, eventId, values);
    } catch (error) {
      // Formik ends the submit when this returns: the buttons are enabled again.
      setFailure(applySubmitError(error, helpers));
      return;
    }
    notify(t('companies.saved'));
    void navigate(listPath);
  }

  const title = t(companyId ? 'companies.edit' : 'companies.create');
  return (
    <Stack gap="5" data-testid="company-form-page">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {loaded.status === 'loading' ? <PageLoader /> : null}
      {loaded.status === 'error' || loaded.status === 'missing' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {t(loaded.status === 'error' ? 'companies.loadFailed' : 'companies.notFound')}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {loaded.status !== 'ready' ? (
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={listPath}>{t('companies.back')}</RouterLink>
          </Button>
        </HStack>
      ) : (
        <Formik<CompanyInput>
          key={companyId ?? 'new'}
          initialValues={loaded.values}
          validationSchema={companySchema}
          onSubmit={submit}
        >
          {(formik) => (
            <Form noValidate data-testid="company-form">
              <Stack gap="5" maxW="3xl">
                <FormSection title={t('companies.section.main')}>
                  {MAIN_FIELDS.map((field) => (
                    <ResourceFieldInput
                      key={field.name}
                      field={field}
                      scope={scope}
                      required={isRequired(companySchema, field.name)}
                      readOnly={readOnly}
                    />
                  ))}
                </FormSection>
                <FormSection title={t('companies.section.contact')}>
                  {CONTACT_FIELDS.map((field) => (
                    <ResourceFieldInput
                      key={field.name}
                      field={field}
                      scope={scope}
                      required={false}
                      readOnly={readOnly}
                    />
                  ))}
                </FormSection>
                <AdvisorsInput scope={scope} readOnly={readOnly} />
                <ServicesInput scope={scope} readOnly={readOnly} />
                <NetworksInput scope={scope} readOnly={readOnly} />
                <GalleryInput scope={scope} readOnly={readOnly} />
                {failure !== null ? (
                  <Alert.Root status="error" role="alert" data-testid="company-save-failed">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('companies.errorTitle')}</Alert.Title>
                      <Alert.Description>
                        {t(companyId ? 'companies.updateFailed' : 'companies.createFailed')}
                        {failure instanceof Error ? `: ${failure.message}` : ''}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
                <HStack gap="3">
                  {readOnly ? null : (
                    <Button
                      type="submit"
                      colorPalette="blue"
                      loading={formik.isSubmitting}
                      disabled={formik.isSubmitting}
                    >
                      {t('common.save')}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    disabled={formik.isSubmitting}
                    onClick={() => void navigate(listPath)}
                  >
                    {t('companies.back')}
                  </Button>
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Stack>
  );
}
