import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { categorySchema, type CategoryInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { categoriesSource, typesSource } from '../resources/agenda';
import type { TaxonomyFormState } from './taxonomy-page';

const CATEGORY_FIELDS: readonly ResourceField<CategoryInput>[] = [
  { name: 'name', label: 'agenda.category.name' },
  { name: 'color', label: 'agenda.category.color', kind: 'color' },
];

/** A new category when the address is opened directly (a reload, a bookmark). */
function formState(state: unknown): TaxonomyFormState {
  if (typeof state !== 'object' || state === null || !('kind' in state)) {
    return { kind: 'categories' };
  }
  const kind = state.kind === 'types' ? 'types' : 'categories';
  return 'edit' in state && typeof state.edit === 'string' ? { kind, edit: state.edit } : { kind };
}

/**
 * agenda/categorias/categoria (part 2 §2): a category (name and colour picker) or an activity
 * type (name only), new or edit = id by navigation state; back to its list after saving.
 */
export default function CategoryFormPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { event } = useAdminEvent();
  const state = formState(location.state);
  const kind = state.kind;
  const source = kind === 'categories' ? categoriesSource : typesSource;
  const data = source.useData({ eventId: event._id });
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );
  const base = `/eventadmin/${encodeURIComponent(event._id)}/agenda`;
  const back = `${base}/${kind === 'categories' ? 'categorias' : 'tipos'}`;
  if (state.edit && data.list.status === 'loading') return <PageLoader />;
  const stored =
    state.edit && data.list.status === 'success'
      ? data.list.data.find((item) => item._id === state.edit)
      : undefined;
  const fields = kind === 'categories' ? CATEGORY_FIELDS : CATEGORY_FIELDS.slice(0, 1);
  const initial: CategoryInput = {
    name: stored?.name ?? '',
    color:
      stored && 'color' in stored && typeof stored.color === 'string' ? stored.color : '#000000',
  };

  async function save(values: CategoryInput, helpers: FormikHelpers<CategoryInput>) {
    setFailure(null);
    try {
      if (stored) await data.update(stored._id, values);
      else await data.create(values);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      return;
    }
    notify(t('resource.saved'));
    void navigate(back);
  }

  return (
    <Stack gap="5" maxW="xl" data-testid="category-form-page">
      <Heading as="h1" size="2xl">
        {t(kind === 'categories' ? 'agenda.category.newTitle' : 'agenda.type.newTitle')}
      </Heading>
      <Formik<CategoryInput>
        initialValues={initial}
        validationSchema={categorySchema}
        onSubmit={save}
        enableReinitialize
      >
        {(formik) => (
          <Form noValidate data-testid="category-form">
            <Stack gap="4">
              {fields.map((field) => (
                <ResourceFieldInput
                  key={field.name}
                  field={field}
                  scope={scope}
                  required={field.name === 'name'}
                />
              ))}
              {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
              <HStack gap="2">
                <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                  {t('common.save')}
                </Button>
                <Button variant="outline" onClick={() => void navigate(back)}>
                  {t('agenda.back')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
