import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { useAdminEvent } from '../../lib/event/admin-event-context';
import { notify } from '../../lib/notify';
import { eventTimeZone } from '../../lib/resources/field-values';
import type { DocumentFormDefinition, FormScope } from '../../lib/resources/resource';
import { applySubmitError } from '../../lib/resources/server-errors';
import { PageLoader } from '../page-loader';
import { ResourceFieldInput } from './field-input';
import { FormFailure } from './form-failure';
import { isRequired } from './resource-form';

/** The scope with the zone the form edits, when it names a valid one. */
function withZone(scope: FormScope, zone: string | null | undefined): FormScope {
  if (!zone) return scope;
  return { ...scope, timeZone: eventTimeZone({ time_zone: zone }) };
}

type Loaded<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * A set-up screen editing one document (resource.ts defineDocumentForm), inside the admin shell:
 * loads it, renders its fields with the same renderer as the lists' forms, saves, re-reads what
 * was stored and says so. A failed save keeps the values and says why; field errors (the schema's
 * or the server's) show under their fields.
 */
export function DocumentForm<T, I extends object>({
  form,
  onSaved,
}: {
  form: DocumentFormDefinition<T, I>;
  /** After a successful save, instead of re-reading: a form that goes back to its list. */
  onSaved?: () => void;
}) {
  const { event, access } = useAdminEvent();
  return (
    <DocumentFormView
      form={form}
      scope={{ eventId: event._id }}
      event={event}
      canWrite={form.canWrite(access)}
      onSaved={onSaved}
    />
  );
}

/** The form without the admin shell's context (tests, screens outside an event). */
export function DocumentFormView<T, I extends object>({
  form,
  scope,
  event,
  canWrite,
  onSaved,
}: {
  form: DocumentFormDefinition<T, I>;
  onSaved?: () => void;
  scope: { eventId: string };
  /** The event whose zone date-times are read in (defaults apply without one). */
  event?: object;
  canWrite: boolean;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const { eventId } = scope;
  const { load } = form;

  useEffect(() => {
    let live = true;
    load({ eventId }).then(
      (data) => {
        if (live) setLoaded({ status: 'success', data });
      },
      (error: unknown) => {
        if (live) setLoaded({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [load, eventId, attempt]);

  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const formScope = useMemo<FormScope>(
    () => ({ eventId, timeZone: eventTimeZone(event ?? {}) }),
    [eventId, event],
  );

  async function submit(values: I, helpers: FormikHelpers<I>) {
    setFailure(null);
    try {
      await form.save({ eventId }, values);
    } catch (error) {
      // The values stay in the form: Formik keeps them until told otherwise.
      setFailure(applySubmitError(error, helpers));
      if (form.failedMessage) notify(t(form.failedMessage), { type: 'error' });
      return;
    }
    notify(t(form.savedMessage ?? 'resource.saved'));
    if (onSaved) {
      onSaved();
      return;
    }
    // What was stored, as stored (the server may normalize it): re-read and show it.
    try {
      const data = await form.load({ eventId });
      setLoaded({ status: 'success', data });
      helpers.resetForm({ values: form.toValues(data) });
    } catch {
      helpers.resetForm({ values });
    }
  }

  return (
    <Stack gap="5" data-testid={`${form.name}-document`}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t(form.title)}
        </Heading>
        {form.description ? <Text color="fg.muted">{t(form.description)}</Text> : null}
      </Stack>
      {loaded.status === 'loading' ? <PageLoader /> : null}
      {loaded.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {/* A document that is not there (404) was never saved: the spec's empty notice. */}
            {loaded.error instanceof ApiRequestError && loaded.error.status === 404
              ? t('resource.nothingStored')
              : t('resource.loadFailed')}
          </Alert.Title>
          <Button size="sm" ms="auto" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {loaded.status === 'success' ? (
        <Formik<I>
          initialValues={form.toValues(loaded.data)}
          validationSchema={form.schema}
          onSubmit={submit}
        >
          {(formik) => (
            <Form noValidate data-testid={`${form.name}-form`}>
              <Stack gap="4" maxW="3xl">
                {form.fields.map((field) => (
                  <ResourceFieldInput
                    key={field.name}
                    field={field}
                    scope={withZone(formScope, form.timeZone?.(formik.values))}
                    required={isRequired(form.schema, field.name)}
                    readOnly={!canWrite}
                  />
                ))}
                {failure !== null ? <FormFailure error={failure} /> : null}
                {canWrite ? (
                  <HStack>
                    <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                      {t(form.saveLabel ?? 'common.save')}
                    </Button>
                  </HStack>
                ) : null}
              </Stack>
            </Form>
          )}
        </Formik>
      ) : null}
    </Stack>
  );
}
